import { flushSync } from 'react-dom';
import { AriaToastQueue } from './ariaToast';

/** Every kind of toast. The styles, the icons, the stories and the tests all read this list. */
export const toastTypes = ['success', 'error', 'info', 'warning', 'loading'] as const;
export type ToastType = (typeof toastTypes)[number];

/** Auto-close delay in milliseconds. RAC pauses it while the region is hovered or holds focus. */
export const toastTimeout = 5000;

/** Older toasts wait in the queue until a newer one closes. */
export const maxVisibleToasts = 3;

export interface ToastAction {
  /** The link text, for example "Call 555-0100". */
  label: string;
  /** Where the link goes: a path, a URL or a `tel:` / `mailto:` address. */
  href: string;
}

/** What the queue holds for each toast; `ToastRegion` renders it. */
export interface ToastContent {
  /** Sets the icon, the accent colour and how urgently screen readers announce it. */
  type: ToastType;
  /** The message, short enough to read at a glance. It also names the toast for screen readers. */
  title: string;
  /** A second line of text under the title. @default undefined */
  description?: string;
  /** A link shown in the toast. @default undefined */
  action?: ToastAction;
}

/** Stable handle for a toast: survives promotion from `loading` to another type. */
export type ToastId = string;

export interface ToastOptions {
  /**
   * Replace the visible toast with this id instead of adding one (promote a loading toast:
   * `toast.success('Saved', { id })`). When no toast has the id, a new toast takes it, so a fixed id
   * also keeps a repeated message from stacking up.
   * @default a new id
   */
  id?: ToastId;
  /** A second line of text under the title. @default undefined */
  description?: string;
  /** A link shown in the toast, such as a `tel:` link in an error. @default undefined */
  action?: ToastAction;
  /**
   * Milliseconds until the toast closes itself; `0` keeps it until the user closes it. A toast with an
   * `action` stays by default, so the link cannot vanish before a keyboard or screen reader user reaches
   * it (WCAG 2.2.1). Loading toasts never time out.
   * @default toastTimeout (5000), or 0 when `action` is set
   */
  timeout?: number;
  /** Called once when the toast closes (button, swipe, timeout or `dismiss`), not when it is replaced. @default undefined */
  onClose?: () => void;
}

type ShowToast = (title: string, options?: ToastOptions) => ToastId;

export interface Toaster extends Record<ToastType, ShowToast> {
  /** Close the toast with this id; does nothing if it already closed. */
  dismiss(id: ToastId): void;
  /** Close every toast this toaster opened, visible or waiting. */
  dismissAll(): void;
}

/**
 * The imperative toast API over a RAC queue. RAC keys change when a toast is replaced, so callers
 * get our own stable ids and this map follows the current key for each.
 */
export function createToaster(queue: AriaToastQueue<ToastContent>): Toaster {
  const keys = new Map<ToastId, string>();
  let created = 0;

  const show = (type: ToastType, title: string, options: ToastOptions = {}): ToastId => {
    const { id = `toast-${++created}`, description, action, onClose } = options;
    if (import.meta.env.DEV) {
      if (!title.trim()) {
        throw new Error(`toast.${type}() needs a non-empty title, for example toast.${type}('Item saved').`);
      }
      if (action && (!action.label.trim() || !action.href.trim())) {
        throw new Error(`toast.${type}() action needs both a label and an href, for example { label: 'Call us', href: 'tel:+15550100' }.`);
      }
      if (type === 'loading' && options.timeout !== undefined) {
        throw new Error(
          'toast.loading() never times out: drop `timeout`, then promote it with toast.success(title, { id }) or close it with toast.dismiss(id).',
        );
      }
    }
    const timeout = type === 'loading' ? 0 : (options.timeout ?? (action ? 0 : toastTimeout));
    const content: ToastContent = { type, title };
    if (description) content.description = description;
    if (action) content.action = action;

    const previous = keys.get(id);
    const key: string = queue.add(content, {
      // RAC starts no timer for a falsy timeout.
      timeout: timeout > 0 ? timeout : undefined,
      onClose: () => {
        // Replacing closes the old RAC toast too; only the toast that still holds the id really closed.
        if (keys.get(id) !== key) return;
        keys.delete(id);
        onClose?.();
      },
    });
    keys.set(id, key);
    // Add before closing, so the region never sees an empty queue and keeps focus inside it.
    if (previous !== undefined) queue.close(previous);
    return id;
  };

  const dismiss = (id: ToastId) => {
    const key = keys.get(id);
    if (key !== undefined) queue.close(key);
  };

  return {
    success: (title, options) => show('success', title, options),
    error: (title, options) => show('error', title, options),
    info: (title, options) => show('info', title, options),
    warning: (title, options) => show('warning', title, options),
    loading: (title, options) => show('loading', title, options),
    dismiss,
    dismissAll: () => [...keys.keys()].forEach(dismiss),
  };
}

/**
 * RAC removes a closed toast at once; a view transition animates it out and lets the stack close up
 * smoothly (the pattern in RAC's own Toast example). Skipped when the browser lacks view transitions or
 * the visitor asks for reduced motion, since a transition freezes the page's snapshot while it runs.
 */
function animateUpdate(update: () => void) {
  if (
    typeof document === 'undefined' ||
    !('startViewTransition' in document) ||
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  ) {
    update();
    return;
  }
  document.startViewTransition(() => flushSync(update));
}

/** The app's one queue. `ToastRegion` renders it; tests clear it with `toast.dismissAll()` or `toastQueue.clear()`. */
export const toastQueue = new AriaToastQueue<ToastContent>({ maxVisibleToasts, wrapUpdate: animateUpdate });

/**
 * Show toasts from anywhere: `const id = toast.loading('Sending…')`, then `toast.success('Sent', { id })`
 * or `toast.error('Not sent', { id, action: { label, href } })` to promote it in place.
 */
export const toast = createToaster(toastQueue);
