import { ToastRegion } from '../../../design-system';

/**
 * The page's toasts, an island of its own: any island may raise one (`toast.success(…)` from the
 * design system shares one queue between them), and this one shows them. Its two live regions are in
 * the HTML from the start, so screen readers announce even the first toast.
 */
export default function Toasts() {
  return <ToastRegion />;
}
