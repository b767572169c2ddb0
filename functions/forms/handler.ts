import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import type { ValidationResult } from '../contract/validate';
import { isHoneypotFilled } from '../contract/validate';
import type { Config } from './config';
import { deadlineIn } from './delivery';
import type { EnquiryStore } from './enquiryStore';
import type { Headers, HttpEvent, HttpResult } from './http';
import {
  allowedMethods,
  clientAddress,
  corsHeaders,
  getHeader,
  isJsonContentType,
  jsonResponse,
  maskAddress,
  preflightResponse,
  readBody,
} from './http';
import type { LogLine, Outcome } from './logLine';
import type { MailRouting } from './mail';
import type { PhotoCheck, PhotoStore } from './photoStore';
import { failure, storeThenSend, type Reply } from './storeThenSend';

export { enquiryIdFor } from './storeThenSend';

export const maxBodyBytes = 16 * 1024;

/**
 * Every call a request makes (store, read back, claim, send, record) ends by this much after it
 * started: well inside the Lambda's 15 s and the form's own 15 s (`requestTimeout` in
 * site/contact/api.ts), so the visitor always gets the function's answer, never a timeout.
 */
export const requestBudgetMs = 10_000;

export interface SendOptions {
  /** Aborts the call at the request's deadline. */
  signal?: AbortSignal;
  /** The stored enquiry this mail carries: tagged on the mail so SES's events name it. */
  enquiryId?: string;
  /**
   * The photos the enquiry carries (their keys) and how many it was sent with that could not be
   * received: the mail attaches the first and says the second (photoMail.ts).
   */
  photos?: { keys: readonly string[]; notReceived: number };
}

export type SendEmail = (input: SendEmailCommandInput, options?: SendOptions) => Promise<{ messageId?: string }>;

export interface HandlerDeps {
  config: Pick<Config, 'allowedOrigins' | 'recipient' | 'sender'>;
  sendEmail: SendEmail;
  log: (line: LogLine) => void;
  /** Milliseconds from any fixed point; only differences are used. */
  now?: () => number;
  /**
   * Where accepted submissions are kept before any mail goes out. With it, a valid submission is
   * stored first: 200 when the mail went out, 202 when it is stored and the retry will send it, 502
   * only when it could not be stored. Without it, 502 whenever the mail fails.
   */
  store?: EnquiryStore;
  /** Epoch milliseconds, for the stored enquiry's dates. */
  clock?: () => number;
  newId?: () => string;
  /** @default requestBudgetMs */
  budgetMs?: number;
  /** Where the photos a message names are checked; without it none is taken (each counts as not received). */
  photos?: PhotoStore;
}

export interface FormEndpoint<T> {
  validate: (input: unknown) => ValidationResult<T, string, string>;
  /** The office's mail; a form with `accept` sends none. */
  buildEmail?: (value: T, routing: MailRouting) => SendEmailCommandInput;
  /** What may be logged about a valid submission; never the free text. */
  describe: (value: T) => Pick<LogLine, 'email' | 'service' | 'photos'>;
  /**
   * Takes a valid submission instead of mailing `buildEmail` to the office (the newsletter list).
   * Its answer goes back as JSON with the CORS headers (and its own, such as `Retry-After`).
   * `client` is the visitor's network address, unmasked: for a limit per client, never for the log.
   */
  accept?: (
    value: T,
    request: { client?: string },
  ) => Promise<{ outcome: Outcome; status: number; body: unknown; errorName?: string; headers?: Headers }>;
  /** The body of the 400 answer to invalid input. @default `{ ok: false, error: 'validation', fields }` */
  refusal?: (errors: Readonly<Partial<Record<string, string>>>) => unknown;
  /** The photos (their keys) a submission names: checked before it is stored, and carried by its mail. */
  photoKeys?: (value: T) => readonly string[];
}

/** Time the photos' check may take of the request's budget, so the enquiry is always stored and sent in time. */
export const photoCheckMs = 3_000;

export type LambdaHandler = (event: HttpEvent) => Promise<HttpResult>;

/** 'jane@example.com' -> 'j***@example.com': enough to match a complaint, not enough to harvest. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

export function createFormHandler<T>(deps: HandlerDeps, endpoint: FormEndpoint<T>): LambdaHandler {
  const { config, sendEmail, log } = deps;
  const now = deps.now ?? (() => performance.now());
  const clock = deps.clock ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());

  async function respond(event: HttpEvent, cors: Headers): Promise<Reply> {
    const method = event.requestContext.http.method.toUpperCase();

    if (method === 'OPTIONS') return { outcome: 'preflight', result: preflightResponse(cors) };
    if (method !== 'POST') {
      return {
        outcome: 'method_not_allowed',
        result: jsonResponse(405, failure('method_not_allowed'), { ...cors, Allow: allowedMethods }),
      };
    }

    const body = readBody(event);
    if (body.bytes > maxBodyBytes) {
      return { outcome: 'payload_too_large', result: jsonResponse(413, failure('payload_too_large'), cors) };
    }
    if (!isJsonContentType(getHeader(event.headers, 'content-type'))) {
      return {
        outcome: 'unsupported_media_type',
        result: jsonResponse(415, failure('unsupported_media_type'), cors),
      };
    }

    let input: unknown;
    try {
      input = JSON.parse(body.text);
    } catch {
      return { outcome: 'invalid_json', result: jsonResponse(400, failure('invalid_json'), cors) };
    }

    if (isHoneypotFilled(input)) return { outcome: 'honeypot', result: jsonResponse(200, { ok: true }, cors) };

    const validation = endpoint.validate(input);
    if (!validation.ok) {
      const answer = endpoint.refusal ? endpoint.refusal(validation.errors) : failure('validation', { fields: validation.errors });
      return { outcome: 'validation_failed', result: jsonResponse(400, answer, cors) };
    }

    const described = endpoint.describe(validation.value);
    if (endpoint.accept) {
      const client = clientAddress(event);
      const { outcome, status, body: answer, errorName, headers } = await endpoint.accept(validation.value, client === undefined ? {} : { client });
      return { outcome, ...described, ...(errorName ? { errorName } : {}), result: jsonResponse(status, answer, { ...cors, ...headers }) };
    }
    if (!endpoint.buildEmail) throw new Error('A form endpoint needs buildEmail or accept.');
    const email = endpoint.buildEmail(validation.value, { sender: config.sender, recipient: config.recipient });
    if (deps.store) {
      const { idempotencyKey } = validation.value as { idempotencyKey?: string };
      const deadline = deadlineIn(deps.budgetMs ?? requestBudgetMs);
      try {
        const photos = endpoint.photoKeys ? await checkPhotos(endpoint.photoKeys(validation.value), deadline.signal) : undefined;
        const submission = { email, described, cors, idempotencyKey, photos };
        return await storeThenSend({ store: deps.store, sendEmail, clock, newId }, submission, deadline);
      } finally {
        deadline.stop();
      }
    }
    let messageId: string | undefined;
    try {
      ({ messageId } = await sendEmail(email));
    } catch (error) {
      // The SDK has already retried; what went wrong at AWS stays in the log, not in the response.
      return {
        outcome: 'send_failed',
        ...described,
        errorName: error instanceof Error ? error.name : typeof error,
        result: jsonResponse(502, failure('send_failed'), cors),
      };
    }
    return {
      outcome: 'sent',
      ...(messageId === undefined ? {} : { messageId }),
      ...described,
      result: jsonResponse(200, { ok: true }, cors),
    };
  }

  /** Each photo named once; what the bucket cannot show in time counts as not received, and the enquiry goes on without it. */
  async function checkPhotos(named: readonly string[], signal: AbortSignal): Promise<PhotoCheck & { sent: readonly string[] }> {
    const sent = [...new Set(named)];
    if (sent.length === 0) return { sent, accepted: [], notReceived: 0 };
    const checked = deps.photos ? await deps.photos.check(sent, AbortSignal.any([signal, AbortSignal.timeout(photoCheckMs)])) : undefined;
    return { sent, ...(checked ?? { accepted: [], notReceived: sent.length }) };
  }

  return async (event) => {
    const started = now();
    let cors: Headers = {};
    let reply: Reply;
    try {
      cors = corsHeaders(getHeader(event.headers, 'origin'), config.allowedOrigins);
      reply = await respond(event, cors);
    } catch (error) {
      reply = {
        outcome: 'internal_error',
        errorName: error instanceof Error ? error.name : typeof error,
        result: jsonResponse(500, failure('internal'), cors),
      };
    }
    const { result, outcome, ...rest } = reply;
    const client = maskAddress(clientAddress(event));
    log({ outcome, status: result.statusCode, durationMs: Math.round(now() - started), ...rest, ...(client === undefined ? {} : { client }) });
    return result;
  };
}
