import { useEffect, useState } from 'react';

export const thirdPartyScriptStatuses = ['idle', 'loading', 'ready', 'error'] as const;
/** `idle`: nothing to load (no URL yet); `error` covers a failed load and a timeout. */
export type ThirdPartyScriptStatus = (typeof thirdPartyScriptStatuses)[number];

/** How long a third-party script may take before the page stops waiting for it and keeps its fallback. */
export const thirdPartyScriptTimeout = 8_000;

export interface ThirdPartyScriptOptions {
  /** Milliseconds after which a script that has neither loaded nor failed counts as failed. @default 8000 */
  timeoutMs?: number;
}

/**
 * Adds `<script async src>` to the end of `<body>` once there is a `src` (the caller passes one when the
 * visitor asks), and removes it again on unmount, reporting how the load went. Nothing is added during
 * the server render or hydration, so a slow or unreachable host never delays first paint; the caller
 * keeps showing its fallback until the status says otherwise.
 */
export function useThirdPartyScript(
  src: string | undefined,
  { timeoutMs = thirdPartyScriptTimeout }: ThirdPartyScriptOptions = {},
): ThirdPartyScriptStatus {
  const [status, setStatus] = useState<ThirdPartyScriptStatus>('idle');

  useEffect(() => {
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
  }, [src, timeoutMs]);

  return status;
}
