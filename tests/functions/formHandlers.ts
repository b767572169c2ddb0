/** The form handlers as the tests drive them: the configuration, a valid enquiry, HTTP API events and handlers wired to fakes. */
import { vi } from 'vitest';
import type { HandlerDeps, SendEmail } from '../../functions/forms/handler';
import type { LogLine } from '../../functions/forms/logLine';
import { createHandler } from '../../functions/send-contact-email/handler';
import type { HttpEvent } from '../../functions/forms/http';
import { createHandler as createNewsletterHandler } from '../../functions/subscribe-newsletter/handler';
import { serviceChoices } from './serviceChoices';

export const allowedOrigin = 'https://www.example.com';
const config = {
  recipient: 'inbox@example.com',
  sender: 'website@example.com',
  allowedOrigins: [allowedOrigin],
};

export const payload = {
  fullName: 'Jane Doe',
  email: 'jane@example.org',
  phone: '',
  serviceNeeded: 'mold-inspection',
  message: 'A secret detail about my basement',
};

export function event(overrides: {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  isBase64Encoded?: boolean;
}): HttpEvent {
  return {
    version: '2.0',
    rawPath: '/',
    headers: overrides.headers ?? { 'content-type': 'application/json', origin: allowedOrigin },
    ...(overrides.body === undefined ? {} : { body: overrides.body }),
    isBase64Encoded: overrides.isBase64Encoded ?? false,
    requestContext: { http: { method: overrides.method ?? 'POST' } },
  };
}

export const post = (body: unknown, headers?: Record<string, string>) =>
  event({ body: typeof body === 'string' ? body : JSON.stringify(body), ...(headers ? { headers } : {}) });

export function setup(sendEmail: SendEmail = async () => ({ messageId: 'msg-1' })) {
  const sent = vi.fn(sendEmail);
  const lines: LogLine[] = [];
  let clock = 1_000;
  const deps: HandlerDeps = {
    config,
    sendEmail: sent,
    log: (line) => lines.push(line),
    now: () => (clock += 7),
  };
  return { handler: createHandler(deps, serviceChoices), newsletter: createNewsletterHandler(deps), sent, lines };
}

export const json = (body: string) => JSON.parse(body) as unknown;
