// @vitest-environment node
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { HandlerDeps, LambdaHandler, SendEmail } from '../../functions/forms/handler';
import { createHandler } from '../../functions/send-contact-email/handler';
import { maxBodyBytes } from '../../functions/forms/handler';
import { memoryStore } from './memoryStore';
import type { HttpEvent, HttpResult } from '../../functions/forms/http';
import { createHandler as createNewsletterHandler } from '../../functions/subscribe-newsletter/handler';
import { serviceChoices } from './serviceChoices';
import { anyValue, contactBody, email, headerFields, hostileString } from './hostileInput';

/*
 * Property-based: whatever arrives, the handlers answer with a 2xx or 4xx (a 502 only when SES
 * itself fails), and no email they send carries CR or LF in a header field, where it would let a
 * visitor add headers of their own.
 */

const numRuns = 2000;
const origin = 'https://www.example.com';
const config = { recipient: 'inbox@example.com', sender: 'website@example.com', allowedOrigins: [origin] };

let fuzzedInputs = 0;
let mailsChecked = 0;

afterAll(() => {
  console.log(`handler.property: ${fuzzedInputs} fuzzed inputs, ${mailsChecked} sent mails checked for CR/LF`);
});

interface Harness {
  contact: LambdaHandler;
  newsletter: LambdaHandler;
  sent: SendEmailCommandInput[];
}

function harness(sendEmail?: SendEmail): Harness {
  const sent: SendEmailCommandInput[] = [];
  const deps: HandlerDeps = {
    config,
    sendEmail: async (input) => {
      sent.push(input);
      return sendEmail ? sendEmail(input) : { messageId: `msg-${sent.length}` };
    },
    log: () => {},
    now: () => 0,
  };
  return { contact: createHandler(deps, serviceChoices), newsletter: createNewsletterHandler(deps), sent };
}

function event(body: string | undefined, options: { method?: string; contentType?: string | undefined; base64?: boolean } = {}): HttpEvent {
  const headers: Record<string, string> = { origin };
  if (options.contentType !== undefined) headers['content-type'] = options.contentType;
  return {
    version: '2.0',
    rawPath: '/',
    headers,
    ...(body === undefined ? {} : { body }),
    isBase64Encoded: options.base64 ?? false,
    requestContext: { http: { method: options.method ?? 'POST' } },
  };
}

const json = 'application/json';

/** Runs one input through the handler and checks the two invariants on what came back and went out. */
async function check(h: Harness, handler: LambdaHandler, input: HttpEvent, allowed: readonly number[]): Promise<HttpResult> {
  fuzzedInputs += 1;
  const before = h.sent.length;
  const result = await handler(input);
  // 500 is the handler's own failure; the only 5xx a caller may see is 502, when SES fails.
  expect(result.statusCode).not.toBe(500);
  expect(allowed).toContain(result.statusCode);
  expect(() => JSON.parse(result.body || 'null') as unknown).not.toThrow();
  for (const mail of h.sent.slice(before)) {
    mailsChecked += 1;
    for (const value of headerFields(mail)) expect(value).not.toMatch(/[\r\n]/);
  }
  return result;
}

describe('send-contact-email and subscribe-newsletter under random and hostile input', () => {
  it('never answer 5xx to random JSON values', async () => {
    const h = harness();
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.boolean(), async (value, toNewsletter) => {
        await check(h, toNewsletter ? h.newsletter : h.contact, event(JSON.stringify(value), { contentType: json }), [200, 400, 413]);
      }),
      { numRuns },
    );
  });

  it('never answer 5xx, and never send a header with CR/LF, for hostile strings in every contact field', async () => {
    const h = harness();
    await fc.assert(
      fc.asyncProperty(contactBody, async (body) => {
        await check(h, h.contact, event(JSON.stringify(body), { contentType: json }), [200, 400]);
      }),
      { numRuns },
    );
    // The property says nothing unless mail really went out for a good share of the inputs.
    expect(h.sent.length).toBeGreaterThan(numRuns / 20);
  });

  it('never send a header with CR/LF from a hostile newsletter address', async () => {
    const h = harness();
    await fc.assert(
      fc.asyncProperty(
        fc.record({ email: fc.oneof(email, anyValue) }, { requiredKeys: [] }),
        async (body) => {
          await check(h, h.newsletter, event(JSON.stringify(body), { contentType: json }), [200, 400]);
        },
      ),
      { numRuns },
    );
    expect(h.sent.length).toBeGreaterThan(numRuns / 20);
  });

  it('never answer 5xx to arbitrary text, including broken JSON and huge strings', async () => {
    const h = harness();
    const huge = fc.integer({ min: maxBodyBytes - 64, max: maxBodyBytes * 2 }).map((length) => `{"fullName":"${'x'.repeat(length)}"}`);
    const bigField = fc
      .tuple(fc.constantFrom('fullName', 'email', 'phone', 'message'), fc.integer({ min: 200, max: 12_000 }), fc.constantFrom('a', '\n', 'é', '\u0000'))
      .map(([key, length, unit]) => JSON.stringify({ fullName: 'Jane', email: 'jane@example.org', message: 'Hi', [key]: unit.repeat(length) }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), hostileString, huge, bigField), fc.boolean(), async (text, toNewsletter) => {
        await check(h, toNewsletter ? h.newsletter : h.contact, event(text, { contentType: json }), [200, 400, 413]);
      }),
      { numRuns },
    );
  });

  it('never answer 5xx to wrong or hostile content types', async () => {
    const h = harness();
    const contentType = fc.oneof(
      fc.constantFrom(undefined, '', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json', 'APPLICATION/JSON; charset=utf-8', 'application/jsonp', 'application/json\r\nX: y'),
      hostileString,
    );
    const body = JSON.stringify({ fullName: 'Jane', email: 'jane@example.org', message: 'Water in the basement' });
    await fc.assert(
      fc.asyncProperty(contentType, async (type) => {
        await check(h, h.contact, event(body, { contentType: type }), [200, 415]);
      }),
      { numRuns },
    );
  });

  it('never answer 5xx to base64-flagged bodies, valid or not', async () => {
    const h = harness();
    const encodedJson = contactBody.map((value) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64'));
    await fc.assert(
      fc.asyncProperty(fc.oneof(encodedJson, fc.base64String({ maxLength: 400 }), hostileString), async (body) => {
        await check(h, h.contact, event(body, { contentType: json, base64: true }), [200, 400, 413]);
      }),
      { numRuns },
    );
  });

  it('answer other methods with 405 or a preflight, whatever the body', async () => {
    const h = harness();
    const method = fc.oneof(fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'options', 'TRACE'), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }));
    await fc.assert(
      fc.asyncProperty(method, fc.option(hostileString, { nil: undefined }), async (verb, body) => {
        const allowed = verb.toUpperCase() === 'POST' ? [200, 400, 415] : [204, 405];
        await check(h, h.contact, event(body, { method: verb, contentType: json }), allowed);
      }),
      { numRuns },
    );
  });

  it('answer 502, not 500, whenever SES fails, whatever it throws', async () => {
    const thrown = fc.oneof(fc.string().map((message) => new Error(message)), fc.anything());
    await fc.assert(
      fc.asyncProperty(contactBody, thrown, async (body, error) => {
        const h = harness(async () => {
          throw error;
        });
        await check(h, h.contact, event(JSON.stringify(body), { contentType: json }), [200, 400, 502]);
      }),
      { numRuns },
    );
  });
});

describe('send-contact-email with enquiries stored first, under hostile input', () => {
  it('answers 202 rather than 5xx when SES fails, and stores no header with CR/LF', async () => {
    const store = memoryStore({ failing: false });
    let id = 0;
    const sent: SendEmailCommandInput[] = [];
    const contact = createHandler({
      config,
      sendEmail: async (input) => {
        sent.push(input);
        throw Object.assign(new Error('SES down'), { name: 'ServiceUnavailable' });
      },
      store,
      newId: () => `enquiry-${++id}`,
      log: () => {},
      now: () => 0,
    }, serviceChoices);
    await fc.assert(
      fc.asyncProperty(contactBody, async (body) => {
        const result = await contact(event(JSON.stringify(body), { contentType: json }));
        expect([202, 200, 400]).toContain(result.statusCode);
      }),
      { numRuns: numRuns / 4 },
    );
    expect(store.items.size).toBeGreaterThan(numRuns / 80);
    for (const enquiry of store.items.values()) {
      for (const value of headerFields(enquiry.email)) expect(value).not.toMatch(/[\r\n]/);
    }
  });

  it('answers 502 only when the enquiry cannot be stored, and then sends nothing', async () => {
    const sent: SendEmailCommandInput[] = [];
    const contact = createHandler({
      config,
      sendEmail: async (input) => {
        sent.push(input);
        return {};
      },
      store: memoryStore({ failing: true }),
      log: () => {},
      now: () => 0,
    }, serviceChoices);
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(contactBody, async (body) => {
        const result = await contact(event(JSON.stringify(body), { contentType: json }));
        expect([200, 400, 502]).toContain(result.statusCode);
        // 200 here is only the honeypot's silent drop: nothing was stored, so nothing may be sent.
        if (result.statusCode === 502) refused += 1;
      }),
      { numRuns: numRuns / 4 },
    );
    expect(refused).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });
});
