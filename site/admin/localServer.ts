/**
 * The editor on this machine: decap-server (Decap's local backend) reading and writing the content
 * files of a working tree, and one origin that serves the built editor and passes `/api/v1` on to
 * decap-server. On one origin the editor needs no cross-origin request and no port of decap-server's
 * written into it: it finds the local backend at its own `/api/v1` (site/admin/main.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticFiles } from '../../functions/dev/staticFiles';

const root = fileURLToPath(new URL('../../', import.meta.url));
const decapServerBin = path.join(root, 'node_modules/decap-server/dist/index.js');
const apiPath = '/api/v1';

export interface LocalAdminOptions {
  /** A folder holding `admin/` (site/admin/build.ts). */
  servedRoot: string;
  /** The working tree decap-server edits: the content is at `site/content/` under it. */
  repoDir: string;
  /** The editor's port; 0 picks a free one. */
  port: number;
  /** Added to every file served, e.g. a Content-Security-Policy under test. */
  headers?: Readonly<Record<string, string>>;
}

export interface LocalAdmin {
  /** The editor: `<origin>/admin/`. */
  adminUrl: string;
  /** decap-server's own address, on 127.0.0.1. */
  decapServerUrl: string;
  close: () => Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** A port free right now: decap-server takes its port from `PORT` and does not say which it got for 0. */
async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe, 0);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Answers once decap-server answers its `info` action, or fails when it exits first. */
async function untilAnswering(child: ChildProcess, url: string, output: () => string): Promise<void> {
  const exited = new Promise<never>((_resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`decap-server exited (${code}) before it answered:\n${output()}`)));
  });
  const deadline = Date.now() + 30_000;
  const answered = (async () => {
    for (;;) {
      try {
        const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"action":"info"}' });
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`decap-server did not answer at ${url} within 30 s:\n${output()}`);
      // Between two attempts to connect, not a wait for an effect: the first answer ends the loop.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await Promise.race([answered, exited]);
}

/** Passes a request on to decap-server and its answer back. */
function proxyTo(target: URL, req: IncomingMessage, res: ServerResponse) {
  const upstream = request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`decap-server is not answering: ${error.message}`);
  });
  req.pipe(upstream);
}

export async function startLocalAdmin(options: LocalAdminOptions): Promise<LocalAdmin> {
  const decapPort = await freePort();
  const decapServerUrl = `http://127.0.0.1:${decapPort}`;
  const child = spawn(process.execPath, [decapServerBin], {
    cwd: options.repoDir,
    env: {
      ...process.env,
      PORT: String(decapPort),
      BIND_HOST: '127.0.0.1',
      // `fs` writes the files and leaves committing to whoever reviews the change; `git` would commit.
      MODE: 'fs',
      GIT_REPO_DIRECTORY: options.repoDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Should this process end without closing the editor (an uncaught error), decap-server goes with it.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const stopDecapServer = () =>
    new Promise<void>((resolve) => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  try {
    await untilAnswering(child, `${decapServerUrl}${apiPath}`, () => Buffer.concat(output).toString());
  } catch (error) {
    await stopDecapServer();
    throw error;
  }

  const staticFiles = createStaticFiles({ root: options.servedRoot, headers: options.headers });
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === apiPath) return proxyTo(new URL(apiPath, decapServerUrl), req, res);
    if (pathname === '/' || pathname === '/admin') {
      res.writeHead(302, { Location: '/admin/' }).end();
      return;
    }
    // Uncompressed: on loopback compression saves nothing, and brotli at the CDN's level takes tens of
    // seconds over the editor's 6 MB bundle on a busy machine, before its first byte.
    delete req.headers['accept-encoding'];
    staticFiles(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  let port: number;
  try {
    port = await listen(server, options.port);
  } catch (error) {
    await stopDecapServer();
    throw error;
  }

  return {
    adminUrl: `http://127.0.0.1:${port}/admin/`,
    decapServerUrl,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopDecapServer();
    },
  };
}
