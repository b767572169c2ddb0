/**
 * SES's events about the mail the functions send, as the `MailEvents` queue delivers them (SES ->
 * SNS topic -> SQS queue, raw: each message's body is SES's event). A record that fails (the table
 * unreachable) is reported back, and only it returns to the queue; after five receives it goes to the
 * dead-letter queue, from which it is replayed (docs/deploy.md). Recording is idempotent, so an event
 * delivered twice, or replayed days later, changes nothing the first did not.
 *
 * - A Send event says SES accepted a mail: when the mail carries an enquiry's tag, the enquiry is
 *   recorded as sent with its SES message id, even if the function that sent it died before it could
 *   record that itself (forms/delivery.ts).
 * - A Bounce or Complaint event says a mail did not reach (or was refused by) its recipient. When it
 *   is an enquiry's mail to the office, the enquiry is readdressed to the owner's alert address and
 *   made unsent, so the retry sends it there; when that copy bounces too, the enquiry is kept as
 *   undeliverable. Either way a metric counts it, and its alarm tells the owner on the alert topic
 *   (the alert address and, if set, a phone), never only the office inbox that is failing.
 */
import type { Bounce, EnquiryStore } from '../forms/enquiryStore';
import { enquiryTag } from '../forms/sesSender';
import { metricNamespace } from '../retry-enquiries/pass';

/** The parts of an SNS-delivered SES event the handler reads. */
export interface SesEvent {
  eventType?: string;
  notificationType?: string;
  mail?: { messageId?: string; timestamp?: string; tags?: Record<string, string[] | undefined> };
  bounce?: {
    bounceType?: string;
    timestamp?: string;
    bouncedRecipients?: { emailAddress?: string; diagnosticCode?: string; status?: string }[];
  };
  complaint?: { timestamp?: string; complaintFeedbackType?: string; complainedRecipients?: { emailAddress?: string }[] };
}

/** An SQS event: each body is one SES event (raw message delivery from the topic). */
export interface SqsEvent {
  Records: { messageId: string; body: string }[];
}

/** Lambda's partial batch answer: only these records go back to the queue. */
export interface BatchResult {
  batchItemFailures: { itemIdentifier: string }[];
}

export interface MailEventLine {
  event: string;
  enquiryId?: string;
  messageId?: string;
  outcome: 'recorded_sent' | 'redirected' | 'undeliverable' | 'ignored' | 'unreadable' | 'failed';
  errorName?: string;
}

/** The metrics the alarms watch (stack.ts), one embedded-metric-format line per rejected mail. */
export const mailEventMetrics = {
  /** A mail to the office address bounced or was complained of: the office inbox is failing. */
  officeRejected: 'OfficeMailRejected',
  /** An enquiry readdressed to the alert address. */
  redirected: 'EnquiriesRedirected',
  /** An enquiry that reached neither the office nor the alert address. */
  undeliverable: 'EnquiriesUndeliverable',
} as const;

export interface MailEventsDeps {
  store: EnquiryStore;
  log: (line: MailEventLine) => void;
  /** Writes one embedded-metric-format line. */
  emit: (line: Record<string, unknown>) => void;
  /** The office inbox that receives enquiries (CONTACT_RECIPIENT). */
  officeAddress: string;
  /** The owner's alert address on another domain (ALERT_EMAIL). */
  alertAddress: string;
  clock?: () => number;
}

/** Who a bounce or complaint names, and what the receiving server said. */
function rejection(event: SesEvent): { recipients: string[]; reason: string } | undefined {
  if (event.bounce) {
    const recipients = event.bounce.bouncedRecipients ?? [];
    const said = recipients.map((recipient) => recipient.diagnosticCode ?? recipient.status).find((text) => text !== undefined);
    return {
      recipients: recipients.flatMap((recipient) => (recipient.emailAddress ? [recipient.emailAddress] : [])),
      reason: `${event.bounce.bounceType ?? 'Unknown'} bounce${said ? `: ${said}` : ''}`.slice(0, 500),
    };
  }
  if (event.complaint) {
    return {
      recipients: (event.complaint.complainedRecipients ?? []).flatMap((recipient) => (recipient.emailAddress ? [recipient.emailAddress] : [])),
      reason: `Complaint${event.complaint.complaintFeedbackType ? `: ${event.complaint.complaintFeedbackType}` : ''}`,
    };
  }
  return undefined;
}

export function createMailEventsHandler(deps: MailEventsDeps) {
  const clock = deps.clock ?? Date.now;
  const office = deps.officeAddress.toLowerCase();
  const metricLine = (counts: Partial<Record<keyof typeof mailEventMetrics, number>>) => ({
    _aws: {
      Timestamp: clock(),
      CloudWatchMetrics: [
        { Namespace: metricNamespace, Dimensions: [[]], Metrics: Object.values(mailEventMetrics).map((Name) => ({ Name, Unit: 'Count' })) },
      ],
    },
    ...Object.fromEntries(Object.entries(mailEventMetrics).map(([key, name]) => [name, counts[key as keyof typeof mailEventMetrics] ?? 0])),
  });

  const record = async (body: string): Promise<void> => {
    let parsed: SesEvent;
    try {
      parsed = JSON.parse(body) as SesEvent;
    } catch {
      deps.log({ event: 'unknown', outcome: 'unreadable' });
      return;
    }
    const type = parsed.eventType ?? parsed.notificationType ?? 'unknown';
    const enquiryId = parsed.mail?.tags?.[enquiryTag]?.[0];
    const messageId = parsed.mail?.messageId;
    const ids = { ...(enquiryId ? { enquiryId } : {}), ...(messageId ? { messageId } : {}) };
    if (type === 'Send' && enquiryId !== undefined) {
      const at = Date.parse(parsed.mail?.timestamp ?? '');
      // A failure here throws: the record goes back to the queue.
      await deps.store.markSent(enquiryId, Number.isNaN(at) ? clock() : at, messageId);
      deps.log({ event: type, ...ids, outcome: 'recorded_sent' });
      return;
    }
    const rejected = type === 'Bounce' || type === 'Complaint' ? rejection(parsed) : undefined;
    if (!rejected) {
      deps.log({ event: type, ...ids, outcome: 'ignored' });
      return;
    }
    const officeRejected = rejected.recipients.some((address) => address.toLowerCase() === office) ? 1 : 0;
    let outcome: MailEventLine['outcome'] = 'ignored';
    if (enquiryId !== undefined && messageId !== undefined) {
      const at = Date.parse(parsed.bounce?.timestamp ?? parsed.complaint?.timestamp ?? '');
      const bounce: Bounce = { messageId, at: Number.isNaN(at) ? clock() : at, reason: rejected.reason };
      // Failures throw: the record goes back to the queue.
      if (await deps.store.redirect(enquiryId, bounce, deps.alertAddress)) outcome = 'redirected';
      else if (await deps.store.markUndeliverable(enquiryId, bounce)) outcome = 'undeliverable';
    }
    deps.emit(
      metricLine({
        officeRejected,
        redirected: outcome === 'redirected' ? 1 : 0,
        undeliverable: outcome === 'undeliverable' ? 1 : 0,
      }),
    );
    deps.log({ event: type, ...ids, outcome });
  };

  return async (event: SqsEvent): Promise<BatchResult> => {
    const batchItemFailures: BatchResult['batchItemFailures'] = [];
    // One at a time, each on its own: one that fails does not stop, nor repeat, the others.
    for (const { messageId, body } of event.Records) {
      try {
        await record(body);
      } catch (error) {
        deps.log({ event: 'unknown', outcome: 'failed', errorName: error instanceof Error ? error.name : typeof error });
        batchItemFailures.push({ itemIdentifier: messageId });
      }
    }
    return { batchItemFailures };
  };
}
