/**
 * The page's real speed for the owner's report: LCP, INP and CLS as web-vitals measures them (its
 * standard build), sent once, when the page is first hidden, through the loader's beacon (count.ts).
 * Its own chunk, which the loader fetches at idle after `load`: nothing of it is on the way to the
 * first paint. A page restored from the back/forward cache is a new view and sends again.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { speedBeacon } from '../../functions/contract/visits';

export function watchVitals(send: (fields: Record<string, string>) => void) {
  const values: Record<string, string> = {};
  const keep = (metric: Metric) => {
    values[metric.name.toLowerCase()] = String(metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value));
  };
  // Every change, so the values are current when the page is hidden.
  for (const watch of [onLCP, onINP, onCLS]) watch(keep, { reportAllChanges: true });
  let sent = false;
  // On window, so web-vitals' own listeners (capturing on window) have reported first.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || sent || values.lcp === undefined) return;
    sent = true;
    send({ t: speedBeacon, ...values });
  });
  addEventListener('pageshow', (event) => {
    if (event.persisted) sent = false;
  });
}
