import { SESClient } from '@aws-sdk/client-ses';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { DevServer } from '../../functions/dev-server';
import { enquiryTableName, startDevServer } from '../../functions/dev-server';
import { localDynamoClient, startLocalDynamo, type LocalDynamo } from '../../functions/dev/localDynamo';
import { startSesEmulator, type SesEmulator } from '../../functions/dev/sesEmulator';
import { dynamoEnquiryStore } from '../../functions/forms/enquiryStore';
import { sesClientConfig, sesSender } from '../../functions/forms/sesSender';
import { serviceChoices } from './serviceChoices';

export const payload = {
  fullName: 'Jane Doe',
  email: 'jane@example.org',
  phone: '555 010 1234',
  serviceNeeded: 'water-damage',
  message: 'Water is coming up through the basement floor.',
};

/**
 * DynamoDB (dynalite) and the SES emulator for the calling file, started in its `beforeAll` and stopped
 * in its `afterAll`: the functions' files share their workers, so nothing here starts at import. The
 * dev servers a test starts are closed, and the mails cleared, after each test.
 */
export function enquiryEmulators() {
  let dynamoEmulator: LocalDynamo | undefined;
  let sesEmulator: SesEmulator | undefined;
  /** Their addresses, filled in once they have started. */
  const dynamo = { url: '' };
  const ses = { url: '' };
  const servers: DevServer[] = [];

  beforeAll(async () => {
    dynamoEmulator = await startLocalDynamo({ host: '127.0.0.1' });
    sesEmulator = await startSesEmulator({ host: '127.0.0.1', port: 0 });
    dynamo.url = dynamoEmulator.url;
    ses.url = sesEmulator.url;
    // The emulator keeps one mail store per process, and a file that ran before in this worker may
    // have left mails in it: the first test counts from none.
    await fetch(`${ses.url}/clear-store`, { method: 'POST' });
  });

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    await fetch(`${ses.url}/clear-store`, { method: 'POST' });
  });

  afterAll(async () => {
    await sesEmulator?.close();
    await dynamoEmulator?.close();
  });

  async function start(options: { sesOutage?: boolean; dynamoEndpoint?: string } = {}) {
    const server = await startDevServer({ serviceChoices,
      port: 0,
      sesEndpoint: ses.url,
      dynamoEndpoint: options.dynamoEndpoint ?? dynamo.url,
      sesOutage: options.sesOutage ?? false,
      retryIntervalMs: 0,
      log: () => undefined,
    });
    servers.push(server);
    return server;
  }

  const post = (server: DevServer) =>
    fetch(`${server.url}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify(payload),
    });

  const mails = async () => ((await (await fetch(`${ses.url}/store`)).json()) as { emails: { subject: string }[] }).emails;

  const mailsFor = async (name: string) => (await mails()).filter((mail) => mail.subject.includes(name));

  const store = () => dynamoEnquiryStore(localDynamoClient(dynamo.url), enquiryTableName);

  const emulatorSender = () =>
    sesSender(new SESClient({ ...sesClientConfig({ region: 'us-east-1', sesEndpoint: ses.url }), credentials: { accessKeyId: 'l', secretAccessKey: 'l' } }));

  return { dynamo, ses, servers, start, post, mails, mailsFor, store, emulatorSender };
}
