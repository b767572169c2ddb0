/**
 * SES's events about the mail the functions send, as SNS delivers them. A Send event says SES accepted
 * a mail: when the mail carries an enquiry's tag, the enquiry is recorded as sent with its SES message
 * id, even if the function that sent it died before it could record that itself (delivery.ts).
 */
import type { EnquiryStore } from '../send-contact-email/enquiryStore';
import { enquiryTag } from '../send-contact-email/sesSender';

/** The parts of an SNS-delivered SES event the handler reads. */
export interface SesEvent {
  eventType?: string;
  notificationType?: string;
  mail?: { messageId?: string; timestamp?: string; tags?: Record<string, string[] | undefined> };
}

export interface SnsEvent {
  Records: { Sns: { Message: string } }[];
}

export interface MailEventLine {
  event: string;
  enquiryId?: string;
  messageId?: string;
  outcome: 'recorded_sent' | 'ignored' | 'unreadable';
}

export function createMailEventsHandler(deps: { store: EnquiryStore; log: (line: MailEventLine) => void; clock?: () => number }) {
  const clock = deps.clock ?? Date.now;
  return async (event: SnsEvent): Promise<void> => {
    for (const record of event.Records) {
      let parsed: SesEvent;
      try {
        parsed = JSON.parse(record.Sns.Message) as SesEvent;
      } catch {
        deps.log({ event: 'unknown', outcome: 'unreadable' });
        continue;
      }
      const type = parsed.eventType ?? parsed.notificationType ?? 'unknown';
      const enquiryId = parsed.mail?.tags?.[enquiryTag]?.[0];
      const messageId = parsed.mail?.messageId;
      if (type === 'Send' && enquiryId !== undefined) {
        const at = Date.parse(parsed.mail?.timestamp ?? '');
        // A failure here throws: SNS delivers the event again.
        await deps.store.markSent(enquiryId, Number.isNaN(at) ? clock() : at, messageId);
        deps.log({ event: type, enquiryId, ...(messageId ? { messageId } : {}), outcome: 'recorded_sent' });
        continue;
      }
      deps.log({ event: type, ...(enquiryId ? { enquiryId } : {}), outcome: 'ignored' });
    }
  };
}
