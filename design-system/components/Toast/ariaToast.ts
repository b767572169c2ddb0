/**
 * react-aria-components 1.22.1 exports its toast API only under `UNSTABLE_` names. This is the one
 * module that imports them: the rest of the design system uses these names, so RAC's stable release
 * is a change to this file alone.
 *
 * `UNSTABLE_ToastContent` is left out on purpose: it marks every toast `role="alert"`, and our
 * region announces through its own persistent live regions instead (see `ToastRegion`).
 */
export {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastList as AriaToastList,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
} from 'react-aria-components';
