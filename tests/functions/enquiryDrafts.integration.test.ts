// @vitest-environment node
/**
 * One enquiry per draft, however often the browser sends it or the storage's answer is lost, against
 * DynamoDB (dynalite) and the SES emulator, through the handler and the dev server that `npm start` runs.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { enquiryTableName } from '../../functions/dev-server';
import { ensureEnquiryTable, localDynamoClient } from '../../functions/dev/localDynamo';
import type { Enquiry, EnquiryStore } from '../../functions/forms/enquiryStore';
import type { HttpEvent } from '../../functions/forms/http';
import { createHandler } from '../../functions/send-contact-email/handler';
import { enquiryEmulators, payload } from './enquiriesSupport';
import { serviceChoices } from './serviceChoices';

const { dynamo, start, mailsFor, store, emulatorSender } = enquiryEmulators();

/** Every stored enquiry whose mail names `name`, read straight from the table. */
async function storedFor(name: string): Promise<Enquiry[]> {
  const { ScanCommand, DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
  const documents = DynamoDBDocumentClient.from(localDynamoClient(dynamo.url));
  const { Items = [] } = await documents.send(new ScanCommand({ TableName: enquiryTableName }));
  return (Items as Enquiry[]).filter((item) => item.email.Message?.Subject?.Data?.includes(name));
}

describe('one enquiry per draft, from the browser to SES', () => {
  const handlerWith = (enquiries: EnquiryStore) =>
    createHandler({
      config: { recipient: 'inbox@example.com', sender: 'website@example.com', allowedOrigins: ['https://www.example.com'] },
      sendEmail: emulatorSender(),
      store: enquiries,
      log: () => undefined,
    }, serviceChoices);
  const event = (body: unknown): HttpEvent => ({
    headers: { 'content-type': 'application/json', origin: 'https://www.example.com' },
    body: JSON.stringify(body),
    requestContext: { http: { method: 'POST' } },
  });

  beforeAll(async () => {
    await ensureEnquiryTable(localDynamoClient(dynamo.url), enquiryTableName);
  });

  it.each([
    ['the put is stored and then its answer is lost', 'throws'],
    ["the SDK retries a put whose answer was lost, and the retry finds it there", 'retries'],
  ] as const)('answers the real state when %s: one enquiry stored, one mail', async (_name, fault) => {
    const name = `Lost Answer ${fault} ${Date.now()}`;
    const real = store();
    const lossy: EnquiryStore = {
      ...real,
      put: async (enquiry, options) => {
        await real.put(enquiry, options);
        if (fault === 'throws') throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError' });
        return real.put(enquiry, options);
      },
    };
    const result = await handlerWith(lossy)(event({ ...payload, fullName: name, idempotencyKey: randomUUID() }));
    expect(result.statusCode).toBe(200);
    expect(await storedFor(name)).toHaveLength(1);
    expect(await mailsFor(name)).toHaveLength(1);
  });

  it('stores and mails a draft sent twice after a timeout once, and answers both with its state', async () => {
    const server = await start();
    const name = `Twice Sent ${Date.now()}`;
    const body = JSON.stringify({ ...payload, fullName: name, idempotencyKey: randomUUID() });
    const send = () =>
      fetch(`${server.url}/api/send-contact-email`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url }, body });
    // The browser gave up on the first while the function went on; the visitor pressed Send again,
    // once while the first was still running, and once after.
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    for (const response of [first, second, third]) expect([200, 202]).toContain(response.status);
    expect(third.status).toBe(200);
    expect(await storedFor(name)).toHaveLength(1);
    expect(await mailsFor(name)).toHaveLength(1);
  });

  it('stores an edited draft as a new enquiry, with the same key', async () => {
    const server = await start();
    const name = `Edited Draft ${Date.now()}`;
    const idempotencyKey = randomUUID();
    const send = (message: string) =>
      fetch(`${server.url}/api/send-contact-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify({ ...payload, fullName: name, message, idempotencyKey }),
      });
    expect((await send('First version.')).status).toBe(200);
    expect((await send('Second version, with the phone number.')).status).toBe(200);
    expect(await storedFor(name)).toHaveLength(2);
  });
});
