/**
 * An in-memory `EnquiryStore` with the DynamoDB store's conditions, for property runs and fault
 * tests that need many passes fast; the emulator tests hold the real one to the same behaviour.
 */
import { redirectedSubject, unsentIndex, type Enquiry, type EnquiryStore } from '../../functions/forms/enquiryStore';
import { enquiryRetentionDays } from '../../functions/contract/forms';

export function memoryStore(options: { failing?: boolean } = {}): EnquiryStore & { items: Map<string, Enquiry> } {
  const items = new Map<string, Enquiry>();
  const queued = () => [...items.values()].filter((item) => item.queue === unsentIndex.value);
  const inFlight = (item: Enquiry | undefined): item is Enquiry => item?.status === 'unsent' || item?.status === 'sending';
  const wasSent = (item: Enquiry | undefined, messageId: string): item is Enquiry =>
    (item?.status === 'sent' || item?.status === 'sending') && (item.messageId === undefined || item.messageId === messageId);
  return {
    items,
    put: async (enquiry) => {
      if (options.failing) throw Object.assign(new Error('storage down'), { name: 'ServiceUnavailable' });
      if (items.has(enquiry.id)) return false;
      items.set(enquiry.id, { ...structuredClone(enquiry), queue: unsentIndex.value });
      return true;
    },
    claim: async (id, now, leaseUntil, dueAgainAt) => {
      const item = items.get(id);
      if (!inFlight(item) || item.leaseUntil >= now || item.nextAttemptAt > now) return false;
      Object.assign(item, { leaseUntil, status: 'sending', nextAttemptAt: dueAgainAt });
      return true;
    },
    markSent: async (id, sentAt, messageId) => {
      const item = items.get(id);
      if (!inFlight(item) || (messageId !== undefined && item.bounced?.messageId === messageId)) return;
      Object.assign(item, {
        status: 'sent',
        sentAt: new Date(sentAt).toISOString(),
        leaseUntil: 0,
        attempts: item.attempts + 1,
        expiresAt: Math.floor(sentAt / 1000) + enquiryRetentionDays * 86_400,
        ...(messageId ? { messageId } : {}),
      });
      delete item.queue;
    },
    release: async (id, attempts, nextAttemptAt, uncertain = false) => {
      const item = items.get(id);
      if (item?.status === 'sending') Object.assign(item, { attempts, nextAttemptAt, leaseUntil: 0, status: uncertain ? 'sending' : 'unsent' });
    },
    unsent: async () => queued().map((item) => structuredClone(item)),
    due: async (now) => queued().filter((item) => item.nextAttemptAt <= now).map((item) => structuredClone(item)),
    markReminded: async (id, at, previous) => {
      const item = items.get(id);
      if (!item || item.queue === undefined || item.remindedAt !== previous) return false;
      item.remindedAt = at;
      return true;
    },
    get: async (id) => {
      const item = items.get(id);
      return item && structuredClone(item);
    },
    redirect: async (id, bounce, to) => {
      const item = items.get(id);
      const subject = item?.email.Message?.Subject?.Data;
      if (!wasSent(item, bounce.messageId) || item.redirectedAt !== undefined || subject === undefined || !item.email.Message?.Subject) return false;
      Object.assign(item, {
        status: 'unsent',
        queue: unsentIndex.value,
        nextAttemptAt: bounce.at,
        leaseUntil: 0,
        redirectedAt: bounce.at,
        bounced: { messageId: bounce.messageId, reason: bounce.reason },
      });
      item.email.Destination = { ToAddresses: [to] };
      item.email.Message.Subject.Data = redirectedSubject(subject);
      delete item.expiresAt;
      delete item.sentAt;
      delete item.messageId;
      return true;
    },
    markUndeliverable: async (id, bounce) => {
      const item = items.get(id);
      if (!wasSent(item, bounce.messageId) || item.redirectedAt === undefined) return false;
      Object.assign(item, { status: 'undeliverable', bounced: { messageId: bounce.messageId, reason: bounce.reason } });
      delete item.expiresAt;
      delete item.queue;
      return true;
    },
  };
}
