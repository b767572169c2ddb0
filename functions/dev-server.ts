/**
 * `npm start`: one origin for the built site and the functions, as in production behind the CDN.
 * The pieces live in dev/: what CloudFront does in front of the origins (edge.ts: the response
 * headers, the viewer-request function), the Lambda event (lambdaEvent.ts), the functions and their
 * clients (functions.ts), the retry's timer (retryTimer.ts), the per-client limit (clientLimit.ts), the
 * static files, dynalite and the SES emulator, and the order a request meets them (requestListener.ts).
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createClientLimit } from './dev/clientLimit';
import { createEdge } from './dev/edge';
import { createLocalFunctions, type FunctionsOptions } from './dev/functions';
import { closeServer, listen } from './dev/listen';
import { localDynamoClient, startLocalDynamo } from './dev/localDynamo';
import { createRequestListener } from './dev/requestListener';
import { startRetryTimer } from './dev/retryTimer';
import { localSendEvents } from './dev/sendEvents';
import { startS3Emulator } from './dev/s3Emulator';
import { startSesEmulator } from './dev/sesEmulator';
import { createStaticFiles } from './dev/staticFiles';
import { createLocalBeacon, type LocalBeacon } from './dev/visitCounts';
import { perClientApiLimit, perClientBeaconLimit } from './infra/limits';
import type { LambdaHandler } from './forms/handler';
import { sendQueuedConfirmations } from './subscribe-newsletter/queue';
import { isStartedScript } from './dev/startedScript';

export { enquiryTableName, localSigningKey, subscriberTableName } from './dev/functions';
export type { FunctionsOptions } from './dev/functions';
export { toLambdaEvent } from './dev/lambdaEvent';

export interface DevServerOptions extends FunctionsOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The built site; without it only the API routes answer. */
  staticDir?: string;
  /** Use an SES endpoint that is already running instead of starting the emulator in-process. */
  sesEndpoint?: string;
  /** Port for the in-process emulator; 0 picks a free port. */
  sesPort?: number;
  /** Use a DynamoDB endpoint that is already running instead of starting dynalite in-process. */
  dynamoEndpoint?: string;
  /** Where the in-process dynalite keeps its data; in memory without it. */
  dataDir?: string;
  /** Where the in-process SES emulator keeps the mails it accepted; in memory without it. */
  sesDataDir?: string;
  /** Port for the S3 emulator the photos are uploaded to; 0 picks a free port. @default 0 */
  s3Port?: number;
  /** Where the S3 emulator keeps the photos; a temporary folder, removed at close, without it. */
  s3DataDir?: string;
  /** How often stored, unsent enquiries are retried; 0 turns the retry off. @default 30 s */
  retryIntervalMs?: number;
  /**
   * Requests to /api/ one client address may make in a sliding window, as the web ACL allows in
   * production. Raise it only for a test that sends more from one address on purpose.
   * @default perClientApiLimit (functions/infra/limits.ts)
   */
  perClientApiLimit?: { requests: number; windowSeconds: number };
  /**
   * Where the editor's paths (`/admin`, `/admin/...`, the sign-in) redirect, as the CDN sends them to the
   * editor's own host: here `npm run admin`'s address.
   * @default localEditorUrl
   */
  editorUrl?: string;
}

/** `npm run admin`'s address (site/admin/local.ts, port 4180 unless PORT says otherwise). */
export const localEditorUrl = 'http://127.0.0.1:4180/admin/';

export interface DevServer {
  url: string;
  sesUrl: string;
  dynamoUrl: string;
  /** The S3 emulator the contact form uploads photos to. */
  s3Url: string;
  /** Stops the S3 emulator (S3 is down) and starts it again on the same address, with the photos it had. */
  stopS3: () => Promise<void>;
  startS3: () => Promise<void>;
  /** One pass of the retry, as the timer runs it. */
  retryNow: () => Promise<void>;
  close: () => Promise<void>;
}

/** One origin for the built site and the functions, as in production behind the CDN. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const host = options.host ?? '127.0.0.1';
  // This machine runs Node 20; the SDK's notice about future Node versions is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // First: a build without its list of inline scripts stops here, before anything is started.
  const edgeOptions = { editorUrl: options.editorUrl ?? localEditorUrl, ...(options.staticDir === undefined ? {} : { clientDir: options.staticDir }) };
  let edge = createEdge(edgeOptions);

  const emulator =
    options.sesEndpoint === undefined
      ? await startSesEmulator({ host, port: options.sesPort ?? 8005, ...(options.sesDataDir === undefined ? {} : { dataDir: options.sesDataDir }) })
      : undefined;
  const sesUrl = options.sesEndpoint ?? emulator?.url ?? '';
  const dynamo =
    options.dynamoEndpoint === undefined
      ? await startLocalDynamo({ host, ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }) })
      : undefined;
  const dynamoUrl = options.dynamoEndpoint ?? dynamo?.url ?? '';

  // Filled once the port is known (below); until then only the static files answer.
  let handlers: ReadonlyMap<string, LambdaHandler> = new Map();
  let beacon: LocalBeacon | undefined = undefined;
  const staticFiles = options.staticDir === undefined ? undefined : createStaticFiles({ root: options.staticDir });
  const limit = options.perClientApiLimit ?? perClientApiLimit;
  const clientLimit = createClientLimit({ requests: limit.requests, windowMs: limit.windowSeconds * 1000 });

  const server = createServer(
    createRequestListener({ edge: () => edge, clientLimit, staticFiles, handlers: () => handlers, beacon: () => beacon }),
  );

  let address: AddressInfo | undefined;
  let s3: Awaited<ReturnType<typeof startS3Emulator>>;
  try {
    address = await listen(server, options.port, host);
    // S3's CORS rule allows the site's own origin, known only now; the pages' policy allows S3's origin.
    const s3Dir = options.s3DataDir === undefined ? {} : { dataDir: options.s3DataDir };
    s3 = await startS3Emulator({ host, port: options.s3Port ?? 0, allowedOrigins: [`http://${host}:${address.port}`, `http://localhost:${address.port}`], ...s3Dir });
  } catch (error) {
    if (address) await closeServer(server);
    await emulator?.close();
    await dynamo?.close();
    throw error;
  }
  const url = `http://${host}:${address.port}`;
  edge = createEdge({ ...edgeOptions, photoUploadOrigin: s3.url });

  // Handlers are built once the port is known, because the site's own origin must be allowed.
  const functions = await createLocalFunctions({
    ...options,
    origin: url,
    port: address.port,
    sesUrl,
    dynamoUrl,
    s3Url: s3.url,
    tablesRequired: options.dynamoEndpoint === undefined,
  });
  handlers = functions.handlers;
  const beaconClient = localDynamoClient(dynamoUrl);
  beacon = await createLocalBeacon({
    client: beaconClient,
    ...(options.staticDir === undefined ? {} : { staticDir: options.staticDir }),
    allowedOrigins: [url, `http://localhost:${address.port}`],
    tableRequired: options.dynamoEndpoint === undefined,
  });
  // SES's Send events, played by the dev server for the in-process emulator (an SES given from
  // outside publishes none): each mail it accepts, and at start every mail it kept, since an event
  // may not have been recorded before the last stop. Recording is idempotent.
  const events = emulator
    ? localSendEvents({ store: functions.store, officeAddress: functions.recipient, alertAddress: options.env?.SITE_ALERT_EMAIL ?? 'alerts@example.com' })
    : undefined;
  if (emulator && events) {
    emulator.onAccepted((mail) => void events.deliver(mail).catch((error: unknown) => console.error('Send event failed:', error)));
    for (const mail of emulator.mails()) await events.deliver(mail).catch((error: unknown) => console.error('Send event failed:', error));
  }
  const retry = startRetryTimer({
    store: functions.store,
    sendEmail: functions.sendEmail,
    intervalMs: options.retryIntervalMs ?? 30_000,
    newsletterQueue: () => sendQueuedConfirmations({ list: functions.list, sendEmail: functions.sendEmail, sender: functions.sender }),
    ...(events ? { sendEvents: events.retry } : {}),
  });

  return {
    url,
    sesUrl,
    dynamoUrl,
    s3Url: s3.url,
    stopS3: s3.stop,
    startS3: s3.start,
    retryNow: retry.retryNow,
    close: async () => {
      await retry.stop();
      await closeServer(server);
      await beacon?.drain();
      functions.destroy();
      beaconClient.destroy();
      await emulator?.close();
      await dynamo?.close();
      await s3.close();
    },
  };
}

async function main() {
  const staticDir = path.resolve(process.argv[2] ?? process.env.STATIC_DIR ?? 'dist/client');
  const server = await startDevServer({
    port: Number(process.env.PORT ?? 4173),
    host: process.env.HOST ?? '127.0.0.1',
    ...(existsSync(staticDir) ? { staticDir } : {}),
    sesPort: Number(process.env.SES_PORT ?? 8005),
    // Stored enquiries survive a restart, so a message taken during an outage goes out on the next run;
    // so do the mails SES accepted, as in real inboxes. DYNAMODB_ENDPOINT uses a DynamoDB already running.
    ...(process.env.DYNAMODB_ENDPOINT ? { dynamoEndpoint: process.env.DYNAMODB_ENDPOINT } : { dataDir: path.resolve(process.env.LOCAL_DATA_DIR ?? '.local-data/dynamo') }),
    sesDataDir: path.resolve(process.env.LOCAL_SES_DIR ?? '.local-data/ses'),
    s3Port: Number(process.env.S3_PORT ?? 8006),
    s3DataDir: path.resolve(process.env.LOCAL_S3_DIR ?? '.local-data/s3'),
    sesOutage: process.env.SES_OUTAGE === '1',
    editorUrl: process.env.ADMIN_URL ?? localEditorUrl,
    env: {
      CONTACT_RECIPIENT: process.env.CONTACT_RECIPIENT,
      CONTACT_SENDER: process.env.CONTACT_SENDER,
      ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS,
      SITE_ALERT_EMAIL: process.env.SITE_ALERT_EMAIL,
    },
  });
  // What to know first, then the three addresses last, where a terminal leaves them in view.
  if (!existsSync(staticDir)) console.log(`No built site at ${staticDir}; run the build first. API routes still answer.`);
  if (process.env.SES_OUTAGE === '1') console.log('SES_OUTAGE=1: every SES call fails; enquiries are stored and answered with 202.');
  console.log(
    `Requests to /api/: at most ${perClientApiLimit.requests} per client address in ${perClientApiLimit.windowSeconds} s, as the web ACL allows; then 429 (restart to begin afresh).`,
  );
  console.log('Enquiries are stored before they are mailed (data in .local-data/); unsent ones are retried every 30 s.');
  console.log(
    `Visits counted by the pages (POST /api/e, at most ${perClientBeaconLimit.requests} beacons per client in ${perClientBeaconLimit.windowSeconds} s, apart from the forms'; ` +
      'a headless browser, or one sending Global Privacy Control, counts nothing):',
  );
  console.log(`  DYNAMODB_ENDPOINT=${server.dynamoUrl} npm run report            the figures of the last 7 days (--days N, --csv)`);
  console.log(`  DYNAMODB_ENDPOINT=${server.dynamoUrl} SES_ENDPOINT=${server.sesUrl} npm run report -- --mail   the weekly mail, now, into the SES emulator`);
  console.log(
    [
      '',
      `  Site and functions    ${server.url}`,
      `  Mail they sent (SES)  ${server.sesUrl}/   (JSON at ${server.sesUrl}/store, kept in .local-data/ses/)`,
      `  Stored enquiries      ${server.dynamoUrl}   (DynamoDB, dynalite)`,
      `  Photos sent with them ${server.s3Url}   (S3, s3rver; kept in .local-data/s3/)`,
      '',
    ].join('\n'),
  );
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isStartedScript(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
