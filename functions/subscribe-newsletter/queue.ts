/**
 * The sign-ups the hourly cap held back: once the hour has turned, their confirmation mails go out,
 * oldest first, each taking its place under the new hour's cap, so none is dropped. Run on a schedule
 * (functions/newsletter-queue/) and, locally, on the dev server's timer.
 */
import type { SendEmail } from '../forms/handler';
import { sesAnswered, sesUnreached } from '../forms/delivery';
import type { NewsletterList } from './handler';
import { confirmationEmail, confirmationsPerHour } from './handler';

export interface QueueSummary {
  /** Queued sign-ups whose hour has come. */
  due: number;
  sent: number;
  /** SES refused the mail: queued again for the next pass. */
  failed: number;
  /** Left for the next hour: this one's cap is reached again. */
  waiting: number;
}

export async function sendQueuedConfirmations(deps: { list: NewsletterList; sendEmail: SendEmail; sender: string }): Promise<QueueSummary> {
  const { list } = deps;
  const now = (list.clock ?? Date.now)();
  const due = await list.subscribers.queuedConfirmations(now);
  const summary: QueueSummary = { due: due.length, sent: 0, failed: 0, waiting: 0 };
  for (const [index, subscriber] of due.entries()) {
    if (!(await list.subscribers.takeConfirmationSlot(now, list.confirmationsPerHour ?? confirmationsPerHour))) {
      summary.waiting = due.length - index;
      break;
    }
    // Another pass, a confirmation or an unsubscribe got there first.
    if (!(await list.subscribers.takeQueued(subscriber.email, now))) continue;
    try {
      const { current } = await list.signingKeys.get();
      await deps.sendEmail(confirmationEmail(list, current, deps.sender, subscriber.email, now, subscriber.language));
      summary.sent += 1;
    } catch (error) {
      summary.failed += 1;
      // Certainly not sent: back in the queue for the next pass. Without an answer SES may have taken
      // it: like a sign-up's, the mail is not sent twice, and a sign-up after ten minutes asks again.
      if (sesAnswered(error) || sesUnreached(error)) await list.subscribers.queueConfirmation(subscriber.email, now, now).catch(() => undefined);
    }
  }
  return summary;
}
