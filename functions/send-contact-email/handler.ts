import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import type { MailRouting } from './buildEmail';
import { buildContactEmail } from './buildEmail';
import type { Config } from './config';
import type { ContactMessage } from './contract';
import type { Headers, HttpEvent, HttpResult } from './http';
import {
  allowedMethods,
  corsHeaders,
  getHeader,
  isJsonContentType,
  jsonResponse,
  preflightResponse,
  readBody,
} from './http';
import type { ValidationResult } from './validate';
import { isHoneypotFilled, validateContact } from './validate';

export const maxBodyBytes = 16 * 1024;

export type SendEmail = (input: SendEmailCommandInput) => Promise<{ messageId?: string }>;

export type Outcome =
  | 'sent'
  | 'honeypot'
  | 'preflight'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'invalid_json'
  | 'validation_failed'
  | 'send_failed'
  | 'internal_error';

export interface LogLine {
  outcome: Outcome;
  status: number;
  durationMs: number;
  messageId?: string;
  email?: string;
  service?: string;
  errorName?: string;
}

export interface HandlerDeps {
  config: Pick<Config, 'allowedOrigins' | 'recipient' | 'sender'>;
  sendEmail: SendEmail;
  log: (line: LogLine) => void;
  /** Milliseconds from any fixed point; only differences are used. */
  now?: () => number;
}

export interface FormEndpoint<T> {
  validate: (input: unknown) => ValidationResult<T, string>;
  buildEmail: (value: T, routing: MailRouting) => SendEmailCommandInput;
  /** What may be logged about a valid submission; never the free text. */
  describe: (value: T) => Pick<LogLine, 'email' | 'service'>;
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

    const email = endpoint.buildEmail(validation.value, { sender: config.sender, recipient: config.recipient });
    const described = endpoint.describe(validation.value);
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
    log({ outcome, status: result.statusCode, durationMs: Math.round(now() - started), ...rest });
    return result;
  };
}

export const contactEndpoint: FormEndpoint<ContactMessage> = {
  validate: validateContact,
  buildEmail: buildContactEmail,
  describe: (message) => ({ email: maskEmail(message.email), service: message.serviceNeeded || 'none' }),
};

export const createHandler = (deps: HandlerDeps): LambdaHandler => createFormHandler(deps, contactEndpoint);
