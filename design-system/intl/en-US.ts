import type { ToastType } from '../components/Toast/toastQueue';

/**
 * The design system's own words in US English, the source every other locale translates. Flat keys,
 * as React Aria's dictionaries have: `toast.<type>` is what screen readers hear before a toast's title,
 * standing in for its icon's shape and colour.
 */
export default {
  'toast.success': 'Success',
  'toast.error': 'Error',
  'toast.info': 'Information',
  'toast.warning': 'Warning',
  'toast.loading': 'Loading',
  'toast.close': 'Close notification',
  /** Read after the text of a link that opens in a new tab. */
  'link.newTab': ' (opens in a new tab)',
} as const satisfies Record<`toast.${ToastType}` | 'toast.close' | 'link.newTab', string>;
