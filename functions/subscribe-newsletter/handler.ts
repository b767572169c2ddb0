import { createHmac } from 'node:crypto';
import type { Lang } from '../contract/lang';
import { rateLimitedBody } from '../infra/limits';
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import { buildNewsletterEmail } from './officeMail';
import type { NewsletterSignup } from '../contract/forms';
import type { FormEndpoint, HandlerDeps, LambdaHandler } from '../forms/handler';
import type { Outcome } from '../forms/logLine';
import { createFormHandler, maskEmail } from '../forms/handler';
import { validateNewsletter } from '../contract/validate';
import { sesAnswered, sesUnreached } from '../forms/delivery';
import { newsletterCopyIn } from './copy';
import { confirmLinkDays, signedLink } from './links';
import type { KeyRing } from '../secrets/keyRing';
import type { SigningKey, SigningKeys } from '../secrets/signingKeys';
import type { SubscriberStore } from './subscriberStore';

export const newsletterEndpoint: FormEndpoint<NewsletterSignup> = {
  validate: validateNewsletter,
  buildEmail: buildNewsletterEmail,
  describe: (signup) => ({ email: maskEmail(signup.email) }),
};

/** The list a sign-up goes on, and what its links are signed with. */
export interface NewsletterList {
  subscribers: SubscriberStore;
  /** New links are signed with the current key; links check against the current and previous ones. */
  signingKeys: KeyRing<SigningKeys>;
  /** Where the links in the mails point: the site's own origin, which forwards /api/ to the functions. */
  siteOrigin: string;
  /** Epoch milliseconds. */
  clock?: () => number;
  /** How long every answer to a valid sign-up takes. @default newsletterAnswerMs */
  answerMs?: number;
  /** Confirmation mails per clock hour, all addresses together. @default confirmationsPerHour */
  confirmationsPerHour?: number;
  /** Sign-ups one client (network address) may make in a clock hour. @default signupsPerClientHour */
  signupsPerClientHour?: number;
}

/**
 * At most this many confirmation mails an hour, whatever the addresses: a bot signing up other people's
 * addresses (plus-addressing makes each one new) cannot make SES bounce more than this, which would cost
 * the sending reputation the enquiries depend on. A sign-up over it is kept, and its mail goes out when
 * the hour turns (queue.ts); reaching it is logged, and its alarm tells the owner.
 */
export const confirmationsPerHour = 100;

/**
 * Sign-ups one client (network address; an IPv6 network's /64) may make in a clock hour, well below
 * the hourly cap: one client cannot spend the cap that everybody's sign-ups share. A household signs
 * up once or twice; an office or a carrier's shared address still has room. Past it: 429.
 */
export const signupsPerClientHour = 5;

/**
 * The part of a network address one client controls: an IPv4 address whole, an IPv6 address's /64
 * (what one connection is usually given). Undefined for something that is neither.
 */
export function clientNetwork(address: string): string | undefined {
  const v4 = address.replace(/^::ffff:/i, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return v4;
  if (!address.includes(':')) return undefined;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':');
}

/**
 * What the per-client counter is keyed by: a keyed hash of the client's network, so the list's table
 * never holds a network address (and a table read cannot be turned back into one without the key).
 */
export const clientKey = (network: string, key: SigningKey['key']) => createHmac('sha256', key).update(`client\n${network}`).digest('base64url').slice(0, 22);

/** The start of the clock hour after `now`: when a queued confirmation mail may go out. */
export const nextHour = (now: number) => Math.floor(now / 3_600_000) * 3_600_000 + 3_600_000;

/** A second sign-up within this time sends no second confirmation mail: nobody can flood an inbox. */
export const confirmationResendMs = 10 * 60_000;

const day = 24 * 60 * 60_000;

export function confirmationEmail(
  list: Pick<NewsletterList, 'siteOrigin'>,
  key: SigningKey,
  sender: string,
  email: string,
  now: number,
  language: Lang,
): SendEmailCommandInput {
  const newsletterCopy = newsletterCopyIn[language];
  const link = signedLink(list.siteOrigin, key, 'confirm', email, now + confirmLinkDays * day, language, now);
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
 * Every answer to a valid sign-up waits until this long after the request arrived, whatever happened:
 * a new address (a write and a mail) and a known one (a write) take the same time, so the timing says
 * no more than the `{ ok: true }` does. Long enough for SES to take the mail; the mail is abandoned,
 * and can be asked for again at once, if it has not gone by then.
 */
export const newsletterAnswerMs = 1_500;

/** What the answer keeps back from the floor for itself: the send is aborted this much before it. */
const answerMarginMs = 50;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * A sign-up with double opt-in: the address is stored as pending and sent a signed link that
 * expires; only a confirmed address is on the list. One conditional write (`claimConfirmation`)
 * decides whether a confirmation mail is sent, so parallel sign-ups for one address send one. Every
 * answer to a valid address is the same `{ ok: true }`, given after the same time (`newsletterAnswerMs`),
 * so nobody learns from it whether an address is already subscribed; only the store being down
 * answers 502, for every address alike.
 */
async function subscribe(deps: HandlerDeps, list: NewsletterList, signup: NewsletterSignup, request: { client?: string }) {
  const started = performance.now();
  const floorMs = list.answerMs ?? newsletterAnswerMs;
  const now = (list.clock ?? Date.now)();
  const email = signup.email.toLowerCase();
  const failed = (error: unknown) => ({
    outcome: 'store_failed' as const,
    status: 502,
    body: { ok: false, error: 'send_failed' },
    errorName: error instanceof Error ? error.name : typeof error,
  });
  const network = request.client === undefined ? undefined : clientNetwork(request.client);
  if (network !== undefined) {
    let admitted: boolean;
    try {
      const { current } = await list.signingKeys.get();
      admitted = await list.subscribers.countClientSignup(clientKey(network, current.key), now, list.signupsPerClientHour ?? signupsPerClientHour);
    } catch (error) {
      return failed(error);
    }
    // The same answer whatever the address: it says only that this client sent too many.
    if (!admitted) {
      return {
        outcome: 'client_limited' as const,
        status: 429,
        body: rateLimitedBody,
        headers: { 'Retry-After': String(Math.ceil((nextHour(now) - now) / 1000)) },
      };
    }
  }
  const accepted = async (outcome: Outcome, error?: unknown) => {
    await wait(started + floorMs - performance.now());
    return {
      outcome,
      status: 200,
      body: { ok: true },
      ...(error === undefined ? {} : { errorName: error instanceof Error ? error.name : typeof error }),
    };
  };
  let claimed: boolean;
  try {
    claimed = await list.subscribers.claimConfirmation(email, signup.language, now, now - confirmationResendMs);
  } catch (error) {
    return failed(error);
  }
  // Confirmed already, or a confirmation mail went out within the last ten minutes (an unsubscribed
  // address: within unsubscribedResendDays).
  if (!claimed) return accepted('confirmation_not_needed');
  let slot: boolean;
  try {
    slot = await list.subscribers.takeConfirmationSlot(now, list.confirmationsPerHour ?? confirmationsPerHour);
  } catch (error) {
    await list.subscribers.releaseConfirmation(email, now).catch(() => undefined);
    return failed(error);
  }
  // The hour's cap is reached: the sign-up is kept and its mail goes out when the hour turns. The
  // answer is the same as every other.
  if (!slot) {
    try {
      await list.subscribers.queueConfirmation(email, now, nextHour(now));
    } catch (error) {
      await list.subscribers.releaseConfirmation(email, now).catch(() => undefined);
      return failed(error);
    }
    return accepted('confirmation_queued');
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(0, started + floorMs - answerMarginMs - performance.now()));
  try {
    const { current } = await list.signingKeys.get();
    await deps.sendEmail(confirmationEmail(list, current, deps.config.sender, email, now, signup.language), { signal: controller.signal });
  } catch (error) {
    // SES answered with an error, so nothing went out: a second sign-up at once must send the mail
    // rather than count as too soon. Without an answer (the answer time ran out) SES may have taken
    // it: the claim stands, and a sign-up after ten minutes sends it again.
    if (sesAnswered(error) || sesUnreached(error)) await list.subscribers.releaseConfirmation(email, now).catch(() => undefined);
    return accepted('send_failed', error);
  } finally {
    clearTimeout(timer);
  }
  return accepted('confirmation_sent');
}

/** With a list, sign-ups are double opt-in; without one (the handler on its own), they are mailed to the office. */
export const createHandler = (deps: HandlerDeps & { list?: NewsletterList }): LambdaHandler => {
  const { list } = deps;
  return createFormHandler(deps, list ? { ...newsletterEndpoint, accept: (signup, request) => subscribe(deps, list, signup, request) } : newsletterEndpoint);
};
