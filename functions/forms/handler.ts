import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import { createHash } from 'node:crypto';
import type { ValidationResult } from '../contract/validate';
import { isHoneypotFilled } from '../contract/validate';
import type { Config } from './config';
import { deadlineIn, deliver } from './delivery';
import type { Enquiry, EnquiryStore } from './enquiryStore';
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

export const maxBodyBytes = 16 * 1024;

/**
 * Every call a request makes (store, read back, claim, send, record) ends by this much after it
 * started: well inside the Lambda's 15 s and the form's own 15 s (`requestTimeout` in
 * site/contact/api.ts), so the visitor always gets the function's answer, never a timeout.
 */
export const requestBudgetMs = 10_000;

/**
 * The id of the enquiry a draft makes: the same key and the same message give the same id, so a
 * resend (after a timeout, or a put whose answer was lost) finds the enquiry already stored. A draft
 * edited after a failed send is a different message, and is stored as one.
 */
export function enquiryIdFor(idempotencyKey: string, email: SendEmailCommandInput): string {
  return `k-${createHash('sha256').update(`${idempotencyKey}\n${JSON.stringify(email)}`).digest('base64url').slice(0, 32)}`;
}

export interface SendOptions {
  /** Aborts the call at the request's deadline. */
  signal?: AbortSignal;
  /** The stored enquiry this mail carries: tagged on the mail so SES's events name it. */
  enquiryId?: string;
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
}

export interface FormEndpoint<T> {
  validate: (input: unknown) => ValidationResult<T, string>;
  buildEmail: (value: T, routing: MailRouting) => SendEmailCommandInput;
  /** What may be logged about a valid submission; never the free text. */
  describe: (value: T) => Pick<LogLine, 'email' | 'service'>;
  /**
   * Takes a valid submission instead of mailing `buildEmail` to the office (the newsletter list).
   * Its answer goes back as JSON with the CORS headers (and its own, such as `Retry-After`).
   * `client` is the visitor's network address, unmasked: for a limit per client, never for the log.
   */
  accept?: (
    value: T,
    request: { client?: string },
  ) => Promise<{ outcome: Outcome; status: number; body: unknown; errorName?: string; headers?: Headers }>;
}

export type LambdaHandler = (event: HttpEvent) => Promise<HttpResult>;

type Reply = { result: HttpResult } & Omit<LogLine, 'status' | 'durationMs'>;

/** 'jane@example.com' -> 'j***@example.com': enough to match a complaint, not enough to harvest. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

const failure = (error: string, extra: Record<string, unknown> = {}) => ({ ok: false, error, ...extra });

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
      return {
        outcome: 'validation_failed',
        result: jsonResponse(400, failure('validation', { fields: validation.errors }), cors),
      };
    }

    const described = endpoint.describe(validation.value);
    if (endpoint.accept) {
      const client = clientAddress(event);
      const { outcome, status, body: answer, errorName, headers } = await endpoint.accept(validation.value, client === undefined ? {} : { client });
      return { outcome, ...described, ...(errorName ? { errorName } : {}), result: jsonResponse(status, answer, { ...cors, ...headers }) };
    }
    const email = endpoint.buildEmail(validation.value, { sender: config.sender, recipient: config.recipient });
    if (deps.store) {
      const { idempotencyKey } = validation.value as { idempotencyKey?: string };
      const deadline = deadlineIn(deps.budgetMs ?? requestBudgetMs);
      try {
        return await storeThenSend(deps.store, email, described, cors, idempotencyKey, deadline);
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

  async function storeThenSend(
    store: EnquiryStore,
    email: SendEmailCommandInput,
    described: Pick<LogLine, 'email' | 'service'>,
    cors: Headers,
    idempotencyKey: string | undefined,
    deadline: ReturnType<typeof deadlineIn>,
  ): Promise<Reply> {
    const received = clock();
    const id = idempotencyKey === undefined ? newId() : enquiryIdFor(idempotencyKey, email);
    const options = { signal: deadline.signal };
    let existing: Enquiry | undefined;
    try {
      const stored = await store.put(
        {
          id,
          receivedAt: new Date(received).toISOString(),
          email,
          status: 'unsent',
          attempts: 0,
          nextAttemptAt: received,
          leaseUntil: 0,
        },
        options,
      );
      if (!stored) existing = await store.get(id, options);
    } catch (error) {
      // The put may have been stored with only its answer lost: look before calling it a failure.
      existing = await store.get(id, options).catch(() => undefined);
      if (existing === undefined) {
        // Nothing was accepted: the visitor is told, and the form keeps the draft.
        return {
          outcome: 'store_failed',
          ...described,
          errorName: error instanceof Error ? error.name : typeof error,
          result: jsonResponse(502, failure('send_failed'), cors),
        };
      }
    }
    const repeat = existing === undefined ? {} : { repeat: true };
    if (existing?.status === 'sent') {
      return { outcome: 'sent', enquiryId: id, ...repeat, ...described, result: jsonResponse(200, { ok: true }, cors) };
    }
    const delivery = await deliver(store, sendEmail, { id, email, attempts: existing?.attempts ?? 0 }, clock, deadline).catch(
      (error: unknown) => ({
        sent: false as const,
        reason: 'send_failed' as const,
        errorName: error instanceof Error ? error.name : typeof error,
      }),
    );
    if (delivery.sent) {
      return {
        outcome: 'sent',
        enquiryId: id,
        ...repeat,
        ...(delivery.messageId === undefined ? {} : { messageId: delivery.messageId }),
        ...described,
        result: jsonResponse(200, { ok: true }, cors),
      };
    }
    // Stored: the retry sends it (or another request is sending it right now). Accepted either way.
    return {
      outcome: 'queued',
      enquiryId: id,
      ...repeat,
      ...described,
      ...('errorName' in delivery && delivery.errorName ? { errorName: delivery.errorName } : {}),
      result: jsonResponse(202, { ok: true, queued: true }, cors),
    };
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
