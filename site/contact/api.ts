import type { ContactPayload, ErrorCode, NewsletterPayload } from '../../functions/contract/forms';
import { errorCodes } from '../../functions/contract/forms';
import type { FieldErrors } from '../../functions/contract/validate';
import { contactEndpoint, newsletterEndpoint } from './endpoints';

/** Long enough for a slow phone connection and the SES call behind it, short enough to fail visibly. */
export const requestTimeout = 15_000;

// A relative endpoint is resolved against the page, as a browser would; ky needs an absolute URL
// wherever `Request` has no document to resolve against.
export const absolute = (endpoint: string) => new URL(endpoint, globalThis.location?.href).href;

/**
 * The HTTP client is fetched when a form is first used, not with the page: most visitors to the contact
 * page read it and call. The forms warm it up as the visitor types (`useSend`), so by the time they
 * press send it is there.
 */
export const loadKy = () => import('ky');

export function warmUpClient(): void {
  // A failure here comes back at send time, which reports it like any other network failure.
  loadKy().catch(() => undefined);
}

/** What the function did with an accepted submission: 202 means stored, to be mailed by its retry. */
export interface Accepted {
  queued: boolean;
  /** The function's answer, its body unread: the contact form reads what it says of the photos. */
  response: Response;
}

async function post(endpoint: string, json: unknown): Promise<Accepted> {
  const { default: ky } = await loadKy();
  // No retry here: the visitor's own resend is the retry. The contact form sends its draft's
  // idempotency key, so a resend after a timeout finds the enquiry the first send stored.
  const response = await ky.post(absolute(endpoint), { json, retry: 0, timeout: requestTimeout });
  return { queued: response.status === 202, response };
}

/** The keys of the photos that reached the bucket go with the message (functions/contract/photos.ts). */
export const sendContactMessage = (payload: ContactPayload & { photos: readonly string[] }) => post(contactEndpoint, payload);

export const subscribeNewsletter = (payload: NewsletterPayload) => post(newsletterEndpoint, payload);

/**
 * Whether the send was refused for coming too often from the visitor's address: 429, from the web
 * ACL's per-client rule (functions/infra/limits.ts) or API Gateway's throttle, whose bodies differ.
 */
export function isRateLimited(error: unknown): boolean {
  // By name, as in `readFieldErrors`: ky's HTTPError carries the response.
  if (!(error instanceof Error) || error.name !== 'HTTPError') return false;
  return (error as Error & { response?: { status?: unknown } }).response?.status === 429;
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (errorCodes as readonly string[]).includes(value);

/**
 * The per-field codes of a 400 from the function (`{ ok: false, error: 'validation', fields }`), kept
 * only for the fields the form has; anything else (another status, a body that is not ours) gives
 * `undefined`.
 */
export async function readFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Promise<FieldErrors<F> | undefined> {
  // Checked by name first: a send that failed because ky itself could not be fetched must not try again here.
  if (!(error instanceof Error) || error.name !== 'HTTPError') return undefined;
  const { HTTPError } = await loadKy();
  if (!(error instanceof HTTPError) || error.response.status !== 400) return undefined;
  let body: unknown;
  try {
    body = await error.response.clone().json();
  } catch {
    return undefined;
  }
  const reported = (body as { fields?: unknown } | null)?.fields;
  if (typeof reported !== 'object' || reported === null) return undefined;
  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    const code = (reported as Record<string, unknown>)[field];
    if (isErrorCode(code)) errors[field] = code;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
