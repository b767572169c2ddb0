/**
 * Serves a static build on 127.0.0.1 the way the production CDN does, for the benchmark: clean URLs,
 * `404.html` with status 404, brotli or gzip negotiated from Accept-Encoding, a year of immutable
 * caching for hashed `/assets/`, revalidation for HTML. The dev server's `createStaticFiles` only
 * gzips at the default level; a CDN precompresses at the highest levels, and Lighthouse's byte counts
 * should reflect that.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { cacheControlFor, contentTypeFor } from '../../functions/dev/staticFiles';

export interface CdnServer {
  url: string;
  close: () => Promise<void>;
}

interface Entry {
  mtimeMs: number;
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

type Coding = 'br' | 'gzip' | 'identity';

const isCompressible = (type: string) => /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/.test(type);

/** The best coding the client accepts (q > 0), brotli first as CDNs prefer it. */
export function negotiate(header: string | undefined): Coding {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(coding.trim(), q === undefined ? 1 : Number(q.slice(2)));
  }
  const ok = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** Files a clean URL may map to, in the CDN's order: `/faq` -> `faq`, `faq.html`, `faq/index.html`. */
export function candidateFiles(urlPath: string): string[] {
  const relative = urlPath.replace(/^\/+/, '');
  if (relative === '' || urlPath.endsWith('/')) return [`${relative}index.html`];
  return [relative, `${relative}.html`, `${relative}/index.html`];
}

export async function startCdnServer(options: { root: string; host?: string; port?: number }): Promise<CdnServer> {
  const root = path.resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const cache = new Map<string, Entry>();

  async function load(relative: string): Promise<{ file: string; entry: Entry } | undefined> {
    const file = path.resolve(root, relative);
    if (file !== root && !file.startsWith(root + path.sep)) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const hit = cache.get(file);
    if (hit?.mtimeMs === info.mtimeMs) return { file, entry: hit };
    const body = await readFile(file);
    const entry: Entry = {
      mtimeMs: info.mtimeMs,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
    };
    cache.set(file, entry);
    return { file, entry };
  }

  function send(req: IncomingMessage, res: ServerResponse, status: number, urlPath: string, found: { file: string; entry: Entry }) {
    const type = contentTypeFor(found.file);
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': status === 200 ? cacheControlFor(urlPath, found.file) : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    if (status === 200) headers.ETag = found.entry.etag;
    if (status === 200 && req.headers['if-none-match'] === found.entry.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    let body = found.entry.body;
    if (isCompressible(type)) {
      headers.Vary = 'Accept-Encoding';
      const coding = negotiate(req.headers['accept-encoding']);
      if (coding === 'br') {
        found.entry.br ??= brotliCompressSync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
        });
        body = found.entry.br;
        headers['Content-Encoding'] = 'br';
      } else if (coding === 'gzip') {
        found.entry.gzip ??= gzipSync(body, { level: 9 });
        body = found.entry.gzip;
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = String(body.byteLength);
    res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
      return;
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request');
      return;
    }
    // Dotfiles (the Vite manifest under .vite/) are build internals a CDN never publishes.
    const hidden = urlPath.includes('\0') || urlPath.split('/').some((segment) => segment.startsWith('.'));
    if (!hidden) {
      for (const candidate of candidateFiles(urlPath)) {
        const found = await load(candidate);
        if (found) {
          send(req, res, 200, urlPath, found);
          return;
        }
      }
    }
    const notFound = await load('404.html');
    if (notFound) send(req, res, 404, urlPath, notFound);
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve(server.address() as AddressInfo));
  });
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
