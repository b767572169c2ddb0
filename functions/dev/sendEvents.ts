/**
 * SES's Send events, locally: for each mail the emulator accepted that names an enquiry, the event SES
 * would publish, handed to the same recording function as deployed (functions/mail-events/). So a
 * sender that dies after SES took the mail, and before recording it, leaves the enquiry to be
 * recorded as sent by the event, as at AWS, and `npm start` shows the mail is never sent twice. The
 * emulator keeps its mails across restarts, so an event not recorded before a restart is at the next.
 */
import { createMailEventsHandler } from '../mail-events/handler';
import type { EnquiryStore } from '../forms/enquiryStore';
import { enquiryTag } from '../forms/sesSender';
import type { AcceptedMail } from './sesEmulator';

export interface LocalSendEvents {
  /** Records one accepted mail's Send event; kept for `retry` if it could not be recorded. */
  deliver: (mail: AcceptedMail) => Promise<void>;
  /** Delivers again the events that could not be recorded (the queue's part at AWS). */
  retry: () => Promise<void>;
}

export function localSendEvents(options: { store: EnquiryStore; officeAddress: string; alertAddress: string }): LocalSendEvents {
  const record = createMailEventsHandler({
    store: options.store,
    log: (line) => console.log(JSON.stringify({ mailEvent: line })),
    emit: () => undefined,
    officeAddress: options.officeAddress,
    alertAddress: options.alertAddress,
  });
  const failed = new Map<string, AcceptedMail>();
  const deliver = async (mail: AcceptedMail) => {
    if (mail.tags?.[enquiryTag] === undefined) return;
    const body = JSON.stringify({ eventType: 'Send', mail: { messageId: mail.messageId, timestamp: new Date(mail.at * 1000).toISOString(), tags: mail.tags }, send: {} });
    const { batchItemFailures } = await record({ Records: [{ messageId: mail.messageId, body }] });
    if (batchItemFailures.length > 0) failed.set(mail.messageId, mail);
    else failed.delete(mail.messageId);
  };
  return {
    deliver,
    retry: async () => {
      for (const mail of [...failed.values()]) await deliver(mail);
    },
  };
}
