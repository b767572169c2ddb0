import type { SendEmail } from '../forms/handler';
import { retryUnsent } from '../forms/delivery';
import type { EnquiryStore } from '../forms/enquiryStore';
import type { QueueSummary } from '../subscribe-newsletter/queue';

export interface RetryTimer {
  /** One pass of the retry, as the timer runs it; passes never overlap. */
  retryNow: () => Promise<void>;
  /** Stops the timer and waits for a pass under way. */
  stop: () => Promise<void>;
}

/**
 * The local stand-in for the scheduled functions: the retry of stored enquiries and the newsletter's
 * queue of held-back confirmations, same code, on a timer. 0 ms: no timer.
 */
export function startRetryTimer({
  store,
  sendEmail,
  intervalMs,
  newsletterQueue,
  sendEvents,
}: {
  store: EnquiryStore;
  sendEmail: SendEmail;
  intervalMs: number;
  newsletterQueue?: () => Promise<QueueSummary>;
  /** SES's Send events not recorded yet, delivered again first, as the queue delivers them at AWS. */
  sendEvents?: () => Promise<void>;
}): RetryTimer {
  let retrying: Promise<void> = Promise.resolve();
  const retryNow = () => {
    retrying = retrying.then(async () => {
      await sendEvents?.().catch((error: unknown) => console.error('Send events failed:', error));
      const summary = await retryUnsent(store, sendEmail).catch((error: unknown) => {
        console.error('Retry of stored enquiries failed:', error);
        return undefined;
      });
      if (summary && summary.due > 0) console.log(JSON.stringify({ retry: summary }));
      const queue = await newsletterQueue?.().catch((error: unknown) => {
        console.error('Queued newsletter confirmations failed:', error);
        return undefined;
      });
      if (queue && queue.due > 0) console.log(JSON.stringify({ queue }));
    });
    return retrying;
  };
  const timer = intervalMs > 0 ? setInterval(() => void retryNow(), intervalMs) : undefined;
  timer?.unref();
  return {
    retryNow,
    stop: async () => {
      if (timer) clearInterval(timer);
      await retrying;
    },
  };
}
