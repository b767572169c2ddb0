import type { Language } from '../send-contact-email/contract';
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import { buildNewsletterEmail } from '../send-contact-email/buildEmail';
import type { NewsletterSignup } from '../send-contact-email/contract';
import type { FormEndpoint, HandlerDeps, LambdaHandler, Outcome } from '../send-contact-email/handler';
import { createFormHandler, maskEmail } from '../send-contact-email/handler';
import { validateNewsletter } from '../send-contact-email/validate';
import { newsletterCopyIn } from './copy';
import { confirmLinkDays, signedLink } from './links';
import type { SubscriberStore } from './subscriberStore';

export const newsletterEndpoint: FormEndpoint<NewsletterSignup> = {
  validate: validateNewsletter,
  buildEmail: buildNewsletterEmail,
  describe: (signup) => ({ email: maskEmail(signup.email) }),
};

/** The list a sign-up goes on, and what its links are signed with. */
export interface NewsletterList {
  subscribers: SubscriberStore;
  signingKey: string;
  /** Where the links in the mails point: the site's own origin, which forwards /api/ to the functions. */
  siteOrigin: string;
  /** Epoch milliseconds. */
  clock?: () => number;
}

/** A second sign-up within this time sends no second confirmation mail: nobody can flood an inbox. */
export const confirmationResendMs = 10 * 60_000;

const day = 24 * 60 * 60_000;

export function confirmationEmail(list: NewsletterList, sender: string, email: string, now: number, language: Language = 'en'): SendEmailCommandInput {
  const newsletterCopy = newsletterCopyIn[language];
  const link = signedLink(list.siteOrigin, list.signingKey, 'confirm', email, now + confirmLinkDays * day, language);
  return {
    Source: sender,
    Destination: { ToAddresses: [email] },
    Message: {
      Subject: { Data: newsletterCopy.confirmSubject, Charset: 'UTF-8' },
      Body: { Text: { Data: newsletterCopy.confirmText(link, confirmLinkDays), Charset: 'UTF-8' } },
    },
  };
}

/**
 * A sign-up with double opt-in: the address is stored as pending and sent a signed link that
 * expires; only a confirmed address is on the list. Every answer to a valid address is the same
 * `{ ok: true }`, so nobody learns whether an address is already subscribed.
 */
async function subscribe(deps: HandlerDeps, list: NewsletterList, signup: NewsletterSignup) {
  const now = (list.clock ?? Date.now)();
  const email = signup.email.toLowerCase();
  const accepted = (outcome: Outcome) => ({ outcome, status: 200, body: { ok: true } });
  const failed = (outcome: Outcome, error: unknown) => ({
    outcome,
    status: 502,
    body: { ok: false, error: 'send_failed' },
    errorName: error instanceof Error ? error.name : typeof error,
  });
  try {
    const existing = await list.subscribers.get(email);
    if (existing?.status === 'confirmed') return accepted('already_confirmed');
    if (existing?.status === 'pending' && now - existing.lastConfirmationSentAt < confirmationResendMs) return accepted('confirmation_recent');
    await list.subscribers.putPending({
      email,
      status: 'pending',
      language: signup.language,
      signedUpAt: existing?.signedUpAt ?? new Date(now).toISOString(),
      lastConfirmationSentAt: now,
    });
  } catch (error) {
    return failed('store_failed', error);
  }
  try {
    await deps.sendEmail(confirmationEmail(list, deps.config.sender, email, now, signup.language));
  } catch (error) {
    // Nothing went out: a second try at once must send the mail rather than count as too soon.
    await list.subscribers
      .putPending({ email, status: 'pending', language: signup.language, signedUpAt: new Date(now).toISOString(), lastConfirmationSentAt: 0 })
      .catch(() => undefined);
    return failed('send_failed', error);
  }
  return accepted('confirmation_sent');
}

/** With a list, sign-ups are double opt-in; without one (the handler on its own), they are mailed to the office. */
export const createHandler = (deps: HandlerDeps & { list?: NewsletterList }): LambdaHandler => {
  const { list } = deps;
  return createFormHandler(deps, list ? { ...newsletterEndpoint, accept: (signup) => subscribe(deps, list, signup) } : newsletterEndpoint);
};
