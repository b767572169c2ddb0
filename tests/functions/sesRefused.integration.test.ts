// @vitest-environment node
/**
 * SES refusing connections (nothing listens where it should), then back, through the dev server
 * against dynalite and the SES emulator. A refused connection never reached SES, so the enquiry is
 * due again at once, not after the grace period a send without an answer waits for.
 */
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { DevServer } from '../../functions/dev-server';
import { enquiryTableName, startDevServer } from '../../functions/dev-server';
import { localDynamoClient } from '../../functions/dev/localDynamo';
import { startSesEmulator, type SesEmulator } from '../../functions/dev/sesEmulator';
import { acceptanceGraceMs } from '../../functions/forms/delivery';
import { dynamoEnquiryStore } from '../../functions/forms/enquiryStore';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let server: DevServer | undefined;
let ses: SesEmulator | undefined;
afterEach(async () => {
  await server?.close();
  await ses?.close();
});

describe('SES refusing connections', () => {
  it('stores the enquiry, makes it due again at once, and sends it within a minute of SES being back', async () => {
    const sesPort = await freePort();
    const subject = `Refused ${Date.now()}`;
    server = await startDevServer({
      port: 0,
      sesEndpoint: `http://127.0.0.1:${sesPort}`,
      // The local timer is 30 s and the deployed schedule one minute; a shorter one keeps the test short.
      retryIntervalMs: 2_000,
      log: () => undefined,
    });
    const failedAt = Date.now();
    const response = await fetch(`${server.url}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ fullName: 'Jane Doe', email: 'jane@example.org', message: subject }),
    });
    expect(response.status).toBe(202);
    const store = dynamoEnquiryStore(localDynamoClient(server.dynamoUrl), enquiryTableName);
    const [stored] = await store.unsent();
    // Due at once and unsent: not held back for the grace period of a send that got no answer.
    expect(stored?.status).toBe('unsent');
    expect(stored?.attempts).toBeGreaterThanOrEqual(1);
    expect(stored?.nextAttemptAt).toBeLessThan(failedAt + acceptanceGraceMs);
    expect(stored?.nextAttemptAt).toBeLessThanOrEqual(Date.now());

    ses = await startSesEmulator({ host: '127.0.0.1', port: sesPort });
    const back = performance.now();
    const mine = async () =>
      ((await (await fetch(`${ses?.url}/store`)).json()) as { emails: { body?: { text?: string } }[] }).emails.filter((mail) =>
        mail.body?.text?.includes(subject),
      );
    while ((await mine()).length === 0 && performance.now() - back < 60_000) await new Promise((resolve) => setTimeout(resolve, 250));
    const waited = performance.now() - back;
    expect(await mine()).toHaveLength(1);
    expect(waited).toBeLessThan(60_000);
    if (process.env.SHOW_TIMING) console.log(JSON.stringify({ sentAfterSesBackMs: Math.round(waited) }));
    expect((await store.get(stored?.id ?? ''))?.status).toBe('sent');
  }, 90_000);
});
