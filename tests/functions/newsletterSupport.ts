import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DevServer } from '../../functions/dev-server';
import { startDevServer, subscriberTableName } from '../../functions/dev-server';
import { localDynamoClient } from '../../functions/dev/localDynamo';
import { dynamoSubscriberStore } from '../../functions/subscribe-newsletter/subscriberStore';

export interface Mail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string };
}

/**
 * Every answer to a sign-up takes this long here (the deployed default is longer, for SES): long
 * enough for the per-client count, the claim and the mail on a machine busy with other tests. At one
 * second, with every core busy (npm test runs these beside the browser tests), the claimed mail of 50
 * parallel sign-ups missed it and was abandoned.
 */
export const answerMs = 2_000;

/**
 * The dev server for the calling file, started in its `beforeAll` and closed in its `afterAll` (the
 * functions' files share their workers, so nothing here starts at import), its mails cleared before
 * each test; and what a subscriber's inbox and the owner's export see of it.
 */
export function newsletterServer() {
  let running: DevServer | undefined;
  /** Its addresses, filled in once it has started. */
  const server = { url: '', sesUrl: '', dynamoUrl: '' };
  beforeAll(async () => {
    running = await startDevServer({
      port: 0,
      sesPort: 0,
      retryIntervalMs: 0,
      newsletterAnswerMs: answerMs,
      // These files send a few hundred requests from 127.0.0.1 on purpose (50 parallel sign-ups, timing
      // pairs), far past what one visitor may send in production; the limit has its own test (flood).
      perClientApiLimit: { requests: 10_000, windowSeconds: 300 },
      // Likewise past the hourly cap on confirmation mails, which has its own test (newsletterConfirmationMails):
      // on a busy machine the timing test's retried sign-ups alone can take a hundred slots.
      newsletterConfirmationsPerHour: 10_000,
      // And past the sign-ups one client may make in an hour, which has its own test (newsletterAbuse).
      newsletterSignupsPerClientHour: 10_000,
      log: () => undefined,
    });
    Object.assign(server, { url: running.url, sesUrl: running.sesUrl, dynamoUrl: running.dynamoUrl });
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(async () => {
    await fetch(`${server.sesUrl}/clear-store`, { method: 'POST' });
  });

  const mails = async (to?: string) =>
    ((await (await fetch(`${server.sesUrl}/store`)).json()) as { emails: Mail[] }).emails.filter((mail) => !to || mail.destination.to.includes(to));
  const signUp = (email: string, language?: 'en' | 'es') =>
    fetch(`${server.url}/api/subscribe-newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ email, language }),
    });
  const linkIn = (mail: Mail | undefined) => /https?:\/\/\S+/.exec(mail?.body.text ?? '')?.[0] ?? '';
  const subscribers = () => dynamoSubscriberStore(localDynamoClient(server.dynamoUrl), subscriberTableName);
  const exported = async () => (await subscribers().confirmed()).map((subscriber) => subscriber.email);

  return { server, mails, signUp, linkIn, subscribers, exported };
}
