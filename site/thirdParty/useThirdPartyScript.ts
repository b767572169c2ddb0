import { createContext, useEffect, useState } from 'react';

export const thirdPartyScriptStatuses = ['idle', 'loading', 'ready', 'error'] as const;
/** `idle`: nothing to load (no URL, or not mounted yet); `error` covers a failed load and a timeout. */
export type ThirdPartyScriptStatus = (typeof thirdPartyScriptStatuses)[number];

/** How long a third-party script may take before the page stops waiting for it and keeps its fallback. */
export const thirdPartyScriptTimeout = 8_000;

export interface ThirdPartyScriptOptions {
  /** Milliseconds after which a script that has neither loaded nor failed counts as failed. @default 8000 */
  timeoutMs?: number;
  /**
   * Wait for the visitor's first sign of life on the page (a pointer move or press, a key, a touch, a
   * scroll) before adding the script, so a third party costs nothing on first load and a visitor who
   * only reads the first screen never pays for it. @default false
   */
  afterInteraction?: boolean;
}

/** What counts as the visitor interacting with the page: every one of these means someone is there. */
export const interactionEvents = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

/** False until the first of `interactionEvents` reaches the window after mounting (true at once when `enabled` is false). */
export function useFirstInteraction(enabled = true): boolean {
  const [interacted, setInteracted] = useState(!enabled);
  useEffect(() => {
    if (!enabled || interacted) return;
    const done = () => setInteracted(true);
    const options = { capture: true, passive: true, once: true } as const;
    for (const type of interactionEvents) window.addEventListener(type, done, options);
    return () => {
      for (const type of interactionEvents) window.removeEventListener(type, done, options);
    };
  }, [enabled, interacted]);
  return interacted;
}

/**
 * Adds `<script async src>` to the end of `<body>` after the first render (or, with `afterInteraction`,
 * after the visitor's first interaction) and removes it again on unmount, reporting how the load went. Nothing is added during the server render or hydration, so a
 * slow or unreachable host never delays first paint; the caller keeps showing its fallback until the
 * status says otherwise.
 */
export function useThirdPartyScript(
  src: string | undefined,
  { timeoutMs = thirdPartyScriptTimeout, afterInteraction = false }: ThirdPartyScriptOptions = {},
): ThirdPartyScriptStatus {
  const [status, setStatus] = useState<ThirdPartyScriptStatus>('idle');
  const ready = useFirstInteraction(afterInteraction);

  useEffect(() => {
    if (!ready) return;
    if (!src) {
      setStatus('idle');
      return;
    }
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    let settled = false;
    const settle = (next: ThirdPartyScriptStatus) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      setStatus(next);
    };
    const onLoad = () => settle('ready');
    const onError = () => settle('error');
    // An unreachable host can leave the request hanging for a long time before the browser gives up.
    const timer = setTimeout(onError, timeoutMs);
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    setStatus('loading');
    document.body.append(script);
    return () => {
      settled = true;
      clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      script.remove();
    };
  }, [src, timeoutMs, ready]);

  return status;
}

/**
 * The reviews widget script's status, provided by the layout that loads it and read by every
 * `ReviewsWidget` on the page to decide between the widget and the rating summary.
 */
export const ReviewsScriptStatusContext = createContext<ThirdPartyScriptStatus>('idle');
