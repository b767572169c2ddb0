import { useRef, type ReactNode } from 'react';

export interface FileTriggerProps {
  /** The types the picker offers: `['image/*']` for pictures, from the camera or the library on a phone. @default any file */
  acceptedFileTypes?: readonly string[];
  /** Whether several files may be chosen at once. @default false */
  allowsMultiple?: boolean;
  /** Opens the camera at once, the front (`user`) or back one (`environment`), instead of offering the library too. @default undefined */
  defaultCamera?: 'user' | 'environment';
  /** Called with the files chosen; not called when the picker is closed without a choice. */
  onSelect?: (files: FileList | null) => void;
  /** The control that opens the picker, given the function to call from its `onPress` (a `Button`). */
  children: (open: () => void) => ReactNode;
}

/**
 * Opens the device's file picker from a control of our own (a `Button`, with its name and focus ring):
 * the platform's `<input type="file">`, hidden, with React Aria's FileTrigger's props. The input is
 * cleared before each opening, so a file removed can be chosen again. (React Aria's FileTrigger hands
 * `onPress` to its child through a PressResponder, about 0.4 KB gzip that this does with a function.)
 */
export function FileTrigger({ acceptedFileTypes, allowsMultiple, defaultCamera, onSelect, children }: FileTriggerProps) {
  const input = useRef<HTMLInputElement>(null);
  const open = () => {
    const element = input.current;
    if (!element) return;
    element.value = '';
    element.click();
  };
  return (
    <>
      {children(open)}
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptedFileTypes?.join(',')}
        multiple={allowsMultiple}
        capture={defaultCamera}
        onChange={(event) => {
          if (event.currentTarget.files?.length) onSelect?.(event.currentTarget.files);
        }}
      />
    </>
  );
}
