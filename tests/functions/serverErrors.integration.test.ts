// @vitest-environment node
/**
 * DynamoDB unreachable: every HTTP function answers with a 5xx, and each answer is a log line that
 * names its outcome and carries the metric the owner's alarm watches (embedded metric format). Through
 * the dev server, whose functions log as the deployed ones do, against the SES emulator and a
 * DynamoDB endpoint nobody answers.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../../functions/dev-server';
import { localSigningKey, startDevServer } from '../../functions/dev-server';
import { answerMetrics, type MeasuredLine } from '../../functions/forms/answerMetrics';
import { metricNamespace } from '../../functions/infra/ownerAlerts';
import { signedLink } from '../../functions/subscribe-newsletter/links';

let server: DevServer;
const lines: MeasuredLine[] = [];

beforeAll(async () => {
  // A port with nothing behind it: DynamoDB is unreachable.
  const closed = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  server = await startDevServer({
    port: 0,
    sesPort: 0,
    dynamoEndpoint: `http://127.0.0.1:${closed}`,
    retryIntervalMs: 0,
    newsletterAnswerMs: 100,
    log: (line) => lines.push(line as MeasuredLine),
  });
});
afterAll(async () => {
  await server.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url }, body: JSON.stringify(body) });

describe('DynamoDB unreachable', () => {
  it('answers 5xx from each HTTP function, logs its outcome, and counts it in the metric the alarm watches', async () => {
    const contact = await post('/api/send-contact-email', { fullName: 'Jane Doe', email: 'jane@example.org', message: 'Water in the basement.' });
    expect(contact.status).toBe(502);
    expect(await contact.json()).toEqual({ ok: false, error: 'send_failed' });
    const signUp = await post('/api/subscribe-newsletter', { email: 'sam@example.net' });
    expect(signUp.status).toBe(502);
    const unsubscribe = await fetch(signedLink(server.url, localSigningKey, 'unsubscribe', 'sam@example.net', undefined, 'en'), { method: 'POST' });
    expect(unsubscribe.status).toBe(503);

    const failed = lines.filter((line) => line.status >= 500);
    expect(failed.map((line) => [line.Function, line.outcome, line.status])).toEqual([
      ['SendContactEmail', 'store_failed', 502],
      ['SubscribeNewsletter', 'store_failed', 502],
      ['NewsletterLinks', 'store_failed', 503],
    ]);
    for (const line of failed) {
      expect(line.errorName).toBeTruthy();
      expect(line.email).toMatch(/^[a-z]\*\*\*@example\.(org|net)$/);
      // The embedded metric format: CloudWatch makes the metrics from these keys of the line itself.
      expect(line[answerMetrics.serverErrors]).toBe(1);
      expect(line[answerMetrics.answers]).toBe(1);
      expect(line.Outcome).toBe('store_failed');
      expect(line._aws.CloudWatchMetrics).toEqual([
        { Namespace: metricNamespace, Dimensions: [['Function', 'Outcome']], Metrics: [{ Name: answerMetrics.answers, Unit: 'Count' }] },
        { Namespace: metricNamespace, Dimensions: [['Function']], Metrics: [{ Name: answerMetrics.serverErrors, Unit: 'Count' }] },
      ]);
      expect(JSON.parse(JSON.stringify(line))).toEqual(line);
    }
    // An answer that is not a failure counts as an answer, not as a server error.
    const invalid = await post('/api/send-contact-email', { fullName: '\u3164', email: 'jane@example.org', message: 'Hi' });
    expect(invalid.status).toBe(400);
    expect(lines.at(-1)).toMatchObject({ Function: 'SendContactEmail', outcome: 'validation_failed', ServerErrorAnswers: 0, Answers: 1 });
  });
});
