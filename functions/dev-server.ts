import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SESClient } from '@aws-sdk/client-ses';
import { ensureEnquiryTable, ensureSubscriberTable, localDynamoClient, startLocalDynamo } from './dev/localDynamo';
import { startSesEmulator } from './dev/sesEmulator';
import { retryUnsent } from './send-contact-email/delivery';
import { dynamoEnquiryStore } from './send-contact-email/enquiryStore';
import { createStaticFiles } from './dev/staticFiles';
import { loadConfig } from './send-contact-email/config';
import type { HandlerDeps, LambdaHandler, LogLine } from './send-contact-email/handler';
import { createHandler as createContactHandler } from './send-contact-email/handler';
import type { HttpEvent } from './send-contact-email/http';
import { sesClientConfig, sesSender } from './send-contact-email/sesSender';
import { createHandler as createNewsletterHandler, type NewsletterList } from './subscribe-newsletter/handler';
import { createLinkHandler } from './subscribe-newsletter/linkHandler';
import { linkPaths } from './subscribe-newsletter/links';
import { dynamoSubscriberStore } from './subscribe-newsletter/subscriberStore';

export interface DevServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The built site; without it only the API routes answer. */
  staticDir?: string;
  /** Use an SES endpoint that is already running instead of starting the emulator in-process. */
  sesEndpoint?: string;
  /** Port for the in-process emulator; 0 picks a free port. */
  sesPort?: number;
  /** Overrides for the function's environment (CONTACT_RECIPIENT, ALLOWED_ORIGINS, ...). */
  env?: Record<string, string | undefined>;
  log?: (line: LogLine) => void;
  /** Use a DynamoDB endpoint that is already running instead of starting dynalite in-process. */
  dynamoEndpoint?: string;
  /** Where the in-process dynalite keeps its data; in memory without it. */
  dataDir?: string;
  /** Every SES call fails, as if SES were down (`SES_OUTAGE=1 npm start`). */
  sesOutage?: boolean;
  /** How often stored, unsent enquiries are retried; 0 turns the retry off. @default 30 s */
  retryIntervalMs?: number;
  /** How long every answer to a newsletter sign-up takes. @default newsletterAnswerMs (as deployed) */
  newsletterAnswerMs?: number;
  /** Newsletter confirmation mails per hour. @default confirmationsPerHour (as deployed) */
  newsletterConfirmationsPerHour?: number;
}

/** The local tables' names. */
export const enquiryTableName = 'enquiries';
export const subscriberTableName = 'subscribers';

/** Signs the newsletter's links locally; a deployment has its own secret key. */
export const localSigningKey = 'local-development-signing-key';

export interface DevServer {
  url: string;
  sesUrl: string;
  dynamoUrl: string;
  /** One pass of the retry, as the timer runs it. */
  retryNow: () => Promise<void>;
  close: () => Promise<void>;
}


// Lambda's own limit for a synchronous invocation payload.
const maxRequestBytes = 6 * 1024 * 1024;

// Function URLs base64-encode bodies unless the content type is textual; doing the same keeps that
// path of the handler exercised locally.
const isTextual = (contentType: string | undefined) =>
  contentType !== undefined && /^(text\/|application\/(json|[\w.+-]+\+json|xml|x-www-form-urlencoded))/i.test(contentType);

async function readRequestBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxRequestBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function toLambdaEvent(req: IncomingMessage, body: Buffer): HttpEvent {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // As CloudFront does in front of the API: the functions read the visitor's address from it.
  headers['cloudfront-viewer-address'] = `${req.socket.remoteAddress ?? '127.0.0.1'}:${req.socket.remotePort ?? 0}`;
  const textual = isTextual(headers['content-type']);
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(body.byteLength === 0
      ? { isBase64Encoded: false }
      : { body: body.toString(textual ? 'utf8' : 'base64'), isBase64Encoded: !textual }),
    requestContext: {
      requestId: randomUUID(),
      timeEpoch: Date.now(),
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });
}

/** One origin for the built site and the functions, as in production behind the CDN. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const host = options.host ?? '127.0.0.1';
  // This machine runs Node 20; the SDK's notice about future Node versions is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

  const emulator =
    options.sesEndpoint === undefined ? await startSesEmulator({ host, port: options.sesPort ?? 8005 }) : undefined;
  const sesUrl = options.sesEndpoint ?? emulator?.url ?? '';
  const dynamo =
    options.dynamoEndpoint === undefined
      ? await startLocalDynamo({ host, ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }) })
      : undefined;
  const dynamoUrl = options.dynamoEndpoint ?? dynamo?.url ?? '';

  const handlers = new Map<string, LambdaHandler>();
  const staticFiles = options.staticDir === undefined ? undefined : createStaticFiles({ root: options.staticDir });

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const handler = handlers.get(pathname);
      if (handler) {
        const body = await readRequestBody(req);
        if (body === undefined) {
          res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
          res.end(JSON.stringify({ ok: false, error: 'payload_too_large' }));
          return;
        }
        const result = await handler(toLambdaEvent(req, body));
        res.writeHead(result.statusCode, result.headers).end(result.body);
        return;
      }
      if (staticFiles) {
        await staticFiles(req, res);
        return;
      }
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ ok: false, error: 'not_found' }));
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });

  let address: AddressInfo;
  try {
    address = await listen(server, options.port, host);
  } catch (error) {
    await emulator?.close();
    await dynamo?.close();
    throw error;
  }
  const url = `http://${host}:${address.port}`;

  // Handlers are built once the port is known, because the site's own origin must be allowed.
  const config = loadConfig({
    CONTACT_RECIPIENT: 'inbox@example.com',
    CONTACT_SENDER: 'website@example.com',
    ALLOWED_ORIGINS: [url, `http://localhost:${address.port}`].join(','),
    AWS_REGION: 'us-east-1',
    ...Object.fromEntries(Object.entries(options.env ?? {}).filter(([, value]) => value !== undefined)),
    SES_ENDPOINT: sesUrl,
  });
  const client = new SESClient({
    ...sesClientConfig(config),
    // The emulator only checks that some AWS credentials are present.
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const log = options.log ?? ((line: LogLine) => console.log(JSON.stringify(line)));
  const sendEmail: HandlerDeps['sendEmail'] = options.sesOutage
    ? // As SES answers during an outage: with a status, so the mail was certainly not accepted.
      () => Promise.reject(Object.assign(new Error('SES is down (SES_OUTAGE=1)'), { name: 'ServiceUnavailable', $metadata: { httpStatusCode: 503 } }))
    : sesSender(client);
  const dynamoClient = localDynamoClient(dynamoUrl);
  // With an endpoint given the table may be gone (a test of storage failing); the function then answers 502.
  await ensureEnquiryTable(dynamoClient, enquiryTableName).catch((error: unknown) => {
    if (options.dynamoEndpoint === undefined) throw error;
  });
  await ensureSubscriberTable(dynamoClient, subscriberTableName).catch((error: unknown) => {
    if (options.dynamoEndpoint === undefined) throw error;
  });
  const store = dynamoEnquiryStore(dynamoClient, enquiryTableName);
  const list: NewsletterList = {
    subscribers: dynamoSubscriberStore(dynamoClient, subscriberTableName),
    signingKey: options.env?.NEWSLETTER_SIGNING_KEY ?? localSigningKey,
    siteOrigin: url,
    ...(options.newsletterAnswerMs === undefined ? {} : { answerMs: options.newsletterAnswerMs }),
    ...(options.newsletterConfirmationsPerHour === undefined ? {} : { confirmationsPerHour: options.newsletterConfirmationsPerHour }),
  };
  const deps: HandlerDeps = { config, sendEmail, log };
  handlers.set('/api/send-contact-email', createContactHandler({ ...deps, store }));
  handlers.set('/api/subscribe-newsletter', createNewsletterHandler({ ...deps, list }));
  const links = createLinkHandler({ ...deps, list });
  for (const path of Object.values(linkPaths)) handlers.set(path, links);

  // The local stand-in for the scheduled retry function: same code, on a timer.
  let retrying: Promise<void> = Promise.resolve();
  const retryNow = () => {
    retrying = retrying.then(async () => {
      const summary = await retryUnsent(store, sendEmail).catch((error: unknown) => {
        console.error('Retry of stored enquiries failed:', error);
        return undefined;
      });
      if (summary && summary.due > 0) console.log(JSON.stringify({ retry: summary }));
    });
    return retrying;
  };
  const interval = options.retryIntervalMs ?? 30_000;
  const timer = interval > 0 ? setInterval(() => void retryNow(), interval) : undefined;
  timer?.unref();

  return {
    url,
    sesUrl,
    dynamoUrl,
    retryNow,
    close: async () => {
      if (timer) clearInterval(timer);
      await retrying;
      client.destroy();
      dynamoClient.destroy();
      await closeServer(server);
      await emulator?.close();
      await dynamo?.close();
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
    // Stored enquiries survive a restart, so a message taken during an outage goes out on the next run.
    dataDir: path.resolve(process.env.LOCAL_DATA_DIR ?? '.local-data/dynamo'),
    sesOutage: process.env.SES_OUTAGE === '1',
    env: {
      CONTACT_RECIPIENT: process.env.CONTACT_RECIPIENT,
      CONTACT_SENDER: process.env.CONTACT_SENDER,
      ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS,
    },
  });
  console.log(`Site and functions: ${server.url}`);
  if (!existsSync(staticDir)) console.log(`No built site at ${staticDir}; run the build first. API routes still answer.`);
  console.log(`Mail sent by the functions: ${server.sesUrl}/ (JSON at ${server.sesUrl}/store)`);
  console.log(`Stored enquiries: DynamoDB (dynalite) at ${server.dynamoUrl}, data in .local-data/; unsent ones are retried every 30 s.`);
  if (process.env.SES_OUTAGE === '1') console.log('SES_OUTAGE=1: every SES call fails; enquiries are stored and answered with 202.');
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
