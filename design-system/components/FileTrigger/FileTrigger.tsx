/**
 * RAC's `FileTrigger`, as it is: a hidden `<input type="file">` that its pressable child (a `Button`)
 * opens, so the picker is reached and named like any other button, with its focus ring. It clears the
 * input before each opening, so the same file can be chosen again after it was removed. With
 * `acceptedFileTypes={['image/*']}` and no `defaultCamera`, a phone offers its camera and its library.
 */
export { FileTrigger, type FileTriggerProps } from 'react-aria-components';
