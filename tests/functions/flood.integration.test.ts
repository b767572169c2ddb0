// @vitest-environment node
/**
 * One client flooding the contact form does not stop another from reaching the office: the dev
 * server, against dynalite and the SES emulator, limits each address as the web ACL does in
 * production (functions/infra/limits.ts). Linux routes all of 127/8 to the loopback interface, so
 * each client sends from an address of its own.
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../../functions/dev-server';
import { enquiryTableName, startDevServer } from '../../functions/dev-server';
import { localDynamoClient } from '../../functions/dev/localDynamo';
import { perClientApiLimit, rateLimitedBody, retryAfterSeconds } from '../../functions/infra/limits';
import type { Enquiry } from '../../functions/forms/enquiryStore';
import { serviceChoices } from './serviceChoices';

const flooder = '127.0.0.2';
const visitor = '127.0.0.3';
const floodRequests = 500;
const floodConcurrency = 25;

const enquiry = (fullName: string, message: string) =>
  JSON.stringify({ fullName, email: 'jane@example.org', phone: '555 010 1234', serviceNeeded: 'water-damage', message });

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: DevServer;
const agents: Agent[] = [];

beforeAll(async () => {
  server = await startDevServer({ serviceChoices, port: 0, sesPort: 0, retryIntervalMs: 0, log: () => undefined });
});
afterAll(async () => {
  for (const agent of agents) agent.destroy();
  await server?.close();
});

/** A client that sends from `localAddress`, over up to `floodConcurrency` kept-alive connections. */
function clientAt(localAddress: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: floodConcurrency });
  agents.push(agent);
  return (path: string, body: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(
        `${server.url}${path}`,
        {
          method: 'POST',
          agent,
          localAddress,
          headers: { 'Content-Type': 'application/json', Origin: server.url, 'Content-Length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

async function stored(): Promise<Enquiry[]> {
  const { DynamoDBDocumentClient, ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const documents = DynamoDBDocumentClient.from(localDynamoClient(server.dynamoUrl));
  const { Items = [] } = await documents.send(new ScanCommand({ TableName: enquiryTableName }));
  documents.destroy();
  return Items as Enquiry[];
}

const mails = async () =>
  ((await (await fetch(`${server.sesUrl}/store`)).json()) as { emails: { subject: string; body: { text?: string } }[] }).emails;

describe('a flood from one client', () => {
  it('is answered 429 past the per-client limit, while another client is served, stored and mailed', async () => {
    const flood = clientAt(flooder);
    const send = clientAt(visitor);
    const visitorMessage = `Basement is flooding, please call back (${Date.now()}).`;
    const floodAnswers: Answer[] = [];
    let visitorAnswer: Promise<Answer> | undefined;

    // Workers take the next request as soon as their last one is answered: at most 25 in flight, no sleeps.
    let next = 0;
    const worker = async () => {
      while (next < floodRequests) {
        next += 1;
        floodAnswers.push(await flood('/api/send-contact-email', enquiry('Flood Bot', 'Spam spam spam spam.')));
        // Halfway through, with the rest of the flood still in flight, the visitor sends the form.
        if (floodAnswers.length === floodRequests / 2) {
          visitorAnswer = send('/api/send-contact-email', enquiry('Jane Visitor', visitorMessage));
        }
      }
    };
    await Promise.all(Array.from({ length: floodConcurrency }, worker));

    expect(floodAnswers).toHaveLength(floodRequests);
    const served = floodAnswers.filter((answer) => answer.status !== 429);
    const limited = floodAnswers.filter((answer) => answer.status === 429);
    expect(served).toHaveLength(perClientApiLimit.requests);
    for (const answer of served) expect(answer.status).toBe(200);
    expect(limited).toHaveLength(floodRequests - perClientApiLimit.requests);
    for (const answer of limited) {
      expect(JSON.parse(answer.body)).toEqual(rateLimitedBody);
      expect(answer.headers['retry-after']).toBe(String(retryAfterSeconds));
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    }

    // 200, not 202: the flood must not slow the visitor's send past its budget, so the mail went out at once.
    expect((await visitorAnswer)?.status).toBe(200);
    const visitorEnquiries = (await stored()).filter((item) => item.email.Message?.Body?.Text?.Data?.includes(visitorMessage));
    expect(visitorEnquiries).toHaveLength(1);
    expect(visitorEnquiries[0]?.status).toBe('sent');
    expect((await mails()).filter((mail) => mail.body.text?.includes(visitorMessage))).toHaveLength(1);
  });
});
