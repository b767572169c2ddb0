/**
 * How long a pointer has to rest on a trigger, or keyboard focus stay on it, before its tooltip opens.
 * RAC's default is 1500 ms.
 */
export const tooltipDelay = 700;

/**
 * After any tooltip in the app closes, the next one requested within this window opens at once, so
 * moving along a row of icon buttons does not make the reader wait again. RAC's own warm-up window is
 * a fixed 500 ms, which is why the open state is kept here and not in RAC.
 */
export const tooltipSkipDelay = 300;

/** How long to wait before showing a tooltip requested at `now`, given when the last one closed. */
export function openDelayFor(now: number, lastClosedAt: number | null, delay: number = tooltipDelay): number {
  return lastClosedAt !== null && now - lastClosedAt < tooltipSkipDelay ? 0 : delay;
}

// Shared by every trigger on the page: the skip delay is about the last tooltip seen, whichever it was.
let lastClosedAt: number | null = null;

/** Records that a tooltip the reader could see has just closed. */
export function markTooltipClosed(now: number = performance.now()): void {
  lastClosedAt = now;
}

/** The wait for a tooltip requested now, taking the last closed tooltip into account. */
export function currentOpenDelay(delay: number = tooltipDelay, now: number = performance.now()): number {
  return openDelayFor(now, lastClosedAt, delay);
}

/** Forgets the last closed tooltip, so the next one waits the full delay (tests, story remounts). */
export function resetTooltipWarmth(): void {
  lastClosedAt = null;
}

/**
 * Set on a trigger, or an element around it, by a page that hands the trigger a hover or keyboard
 * focus which began before the trigger could listen (its code was still loading): the
 * `performance.now()` time the visitor came to rest on it. The delay counts from then, so the
 * tooltip opens when it would have, had the code been there all along.
 */
export const restingSinceAttribute = 'data-resting-since';

/** How long the visitor has already rested on `element`, as a page said with `restingSinceAttribute`; else 0. */
export function restedFor(element: Element | null, now: number = performance.now()): number {
  const since = Number(element?.closest(`[${restingSinceAttribute}]`)?.getAttribute(restingSinceAttribute) ?? Number.NaN);
  return Number.isFinite(since) ? Math.max(0, now - since) : 0;
}
