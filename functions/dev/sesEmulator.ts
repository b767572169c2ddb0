import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sesLocal from 'aws-ses-v2-local';

/** A mail the emulator accepted, as its store keeps it, with the message tags SES's events carry. */
export interface AcceptedMail {
  messageId: string;
  subject: string;
  destination: { to: string[] };
  /** Epoch seconds. */
  at: number;
  tags?: Record<string, string[]>;
}

export interface SesEmulator {
  /** Base URL: SES endpoint, `GET /store` for the mails, the root page shows them in a browser. */
  url: string;
  /** Every mail in the store, those from before a restart included (with `dataDir`). */
  mails: () => AcceptedMail[];
  /** Called for each mail the emulator accepts, after it is stored: where SES would publish its Send event. */
  onAccepted: (listener: (mail: AcceptedMail) => void) => void;
  close: () => Promise<void>;
}

type StartSes = typeof sesLocal;

// The package is CommonJS with `exports.default`; Node's ESM loader hands us `module.exports`, while
// bundlers that honour `__esModule` hand us the function itself.
const startSes: StartSes =
  typeof sesLocal === 'function' ? sesLocal : (sesLocal as unknown as { default: StartSes }).default;

/**
 * The emulator's store and its SendEmail handlers, v1 and v2 (aws-ses-v2-local 2.10.2, pinned): its
 * routes call the store and the v1 handler through these module objects at each request, and take
 * the v2 handler from its module when the server starts, so wrapping them here, before it starts, is
 * how a stored mail keeps its tags and reaches a file. The emulator keeps no tags and nothing on disk
 * of its own.
 */
interface StoreModule {
  saveEmail: (email: AcceptedMail) => void;
  clearStore: () => void;
  getStoreReadonly: () => { emails: AcceptedMail[] };
}
const load = createRequire(import.meta.url);
const storeModule = load('aws-ses-v2-local/dist/store') as StoreModule;
type Handler = (req: { body: Record<string, unknown> }, ...rest: unknown[]) => unknown;
const sendEmailModule = load('aws-ses-v2-local/dist/v1/sendEmail') as { default: Handler };
const sendEmailV2Module = load('aws-ses-v2-local/dist/v2/sendEmail') as { default: Handler };

/** Where this process's emulator keeps its mails, and who hears of each new one. One per process. */
const state: { file?: string; listeners: ((mail: AcceptedMail) => void)[] } = { listeners: [] };

/** The tags of the request being handled: v2's raw handler parses the message before it stores it, so they must follow it across awaits. */
const requestTags = new AsyncLocalStorage<Record<string, string[]> | undefined>();

/** `Tags.member.N.Name` / `.Value` of an SES v1 query request, as SES's events name them. */
function tagsOf(body: Record<string, unknown>): Record<string, string[]> | undefined {
  const tags: Record<string, string[]> = {};
  for (let index = 1; typeof body[`Tags.member.${index}.Name`] === 'string'; index += 1) {
    const name = String(body[`Tags.member.${index}.Name`]);
    tags[name] = [...(tags[name] ?? []), String(body[`Tags.member.${index}.Value`] ?? '')];
  }
  return Object.keys(tags).length > 0 ? tags : undefined;
}

/** `EmailTags: [{ Name, Value }]` of an SES v2 request, the same tags. */
function v2TagsOf(body: Record<string, unknown>): Record<string, string[]> | undefined {
  const list = Array.isArray(body.EmailTags) ? (body.EmailTags as { Name?: unknown; Value?: unknown }[]) : [];
  const tags: Record<string, string[]> = {};
  for (const { Name, Value } of list) if (typeof Name === 'string') tags[Name] = [...(tags[Name] ?? []), String(Value ?? '')];
  return Object.keys(tags).length > 0 ? tags : undefined;
}

const installed = { done: false };
function install() {
  if (installed.done) return;
  installed.done = true;
  const handleSendEmail = sendEmailModule.default;
  sendEmailModule.default = (req, ...rest) => requestTags.run(tagsOf(req.body), () => handleSendEmail(req, ...rest));
  const handleSendEmailV2 = sendEmailV2Module.default;
  sendEmailV2Module.default = (req, ...rest) => requestTags.run(v2TagsOf(req.body), () => handleSendEmailV2(req, ...rest));
  const save = storeModule.saveEmail;
  storeModule.saveEmail = (email) => {
    const tags = requestTags.getStore();
    const mail = tags === undefined ? email : { ...email, tags };
    // On disk before SES answers the sender: a mail SES accepted survives the process, as at AWS.
    if (state.file) appendFileSync(state.file, `${JSON.stringify(mail)}\n`);
    save(mail);
    // After the answer, as SES publishes its events after accepting.
    for (const listener of state.listeners) setImmediate(() => listener(mail));
  };
  const clear = storeModule.clearStore;
  storeModule.clearStore = () => {
    clear();
    if (state.file) writeFileSync(state.file, '');
  };
}

/**
 * Port 0 picks a free port. The emulator keeps its mail store in module state, shared by every
 * instance in a process; with `dataDir` it also keeps it in `dataDir/mails.jsonl` and reads it back
 * at start, so the mails sent before a restart are still there, as they are in real inboxes.
 */
export async function startSesEmulator(options: { host?: string; port?: number; dataDir?: string } = {}): Promise<SesEmulator> {
  install();
  const host = options.host ?? '127.0.0.1';
  const requested = options.port ?? 8005;
  if (options.dataDir !== undefined) {
    mkdirSync(options.dataDir, { recursive: true });
    const file = path.join(options.dataDir, 'mails.jsonl');
    const kept = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '') : [];
    const { emails } = storeModule.getStoreReadonly();
    for (const line of kept) {
      const mail = JSON.parse(line) as AcceptedMail;
      if (!emails.some((known) => known.messageId === mail.messageId)) emails.push(mail);
    }
    state.file = file;
  }
  const server = await startSes({ host, port: requested });
  // Express 5 resolves even when listen fails, leaving a server without an address.
  const address = server.address() as AddressInfo | null;
  if (address === null) {
    throw new Error(`The SES emulator could not listen on ${host}:${requested}; is the port already in use?`);
  }
  const { port } = address;
  const listeners: ((mail: AcceptedMail) => void)[] = [];
  return {
    url: `http://${host}:${port}`,
    mails: () => [...storeModule.getStoreReadonly().emails],
    onAccepted: (listener) => {
      listeners.push(listener);
      state.listeners.push(listener);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        state.listeners = state.listeners.filter((listener) => !listeners.includes(listener));
        if (options.dataDir !== undefined) state.file = undefined;
        // The SDK keeps connections alive; without this, close() waits for them to time out.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
