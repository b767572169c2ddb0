import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { assetsPrefix, cacheControl, contentTypeFor } from '../infra/publish';
import { notFoundPage as cdnNotFoundPage } from '../infra/siteBehaviors';
import { fileFor } from './viewerRequest';

// Images and fonts are already compressed; gzipping them again costs time and saves nothing.
const isCompressible = (type: string) => /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/.test(type);

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The best coding the client accepts (q > 0), brotli first as CDNs prefer it. */
export function negotiateCoding(header: string | undefined): ContentCoding {
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

/**
 * The deploy sets each object's Cache-Control (infra/publish.ts), which the CDN passes on: an asset's
 * year. A page is revalidated every time here, so a new build shows at the next load rather than five
 * minutes later.
 */
export function cacheControlFor(key: string, file: string): string {
  if (key.startsWith(`/${assetsPrefix}`)) return cacheControl.asset;
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=0, must-revalidate';
}

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  gzipped?: Buffer;
  brotli?: Buffer;
  etag: string;
}

export interface StaticFilesOptions {
  root: string;
  /** Served with status 404 when nothing matches; relative to root. @default the CDN's (infra/siteBehaviors.ts) */
  notFoundPage?: string;
  /** Added to every file response, e.g. the editor's Content-Security-Policy where it is served alone. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Answers with the file at `key`, the URL path the CDN's viewer-request function passed on to the
 * bucket (functions/dev/edge.ts); without one, with the file the CDN's clean-URL rule maps the
 * request's path to (`/about` -> `about/index.html`).
 */
export type StaticFiles = (req: IncomingMessage, res: ServerResponse, key?: string) => Promise<void>;

/**
 * Serves a built site the way the bucket behind the CDN does: the file at a path, `404.html` with
 * status 404 (CloudFront's answer to the bucket's 403 for a missing key), brotli or gzip, long caching
 * for hashed assets and revalidation for HTML. `vite preview` does neither clean URLs for nested pages
 * nor real 404s.
 */
export function createStaticFiles(options: StaticFilesOptions): StaticFiles {
  const root = path.resolve(options.root);
  const notFoundPage = options.notFoundPage ?? cdnNotFoundPage.slice(1);
  const cache = new Map<string, CachedFile>();

  async function fileAt(relative: string): Promise<{ file: string; cached: CachedFile } | undefined> {
    const file = path.resolve(root, relative);
    if (file !== root && !file.startsWith(root + path.sep)) return undefined;
    let info;
    try {
      info = await stat(file);
    } catch {
      return undefined;
    }
    if (!info.isFile()) return undefined;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return { file, cached: hit };
    const body = await readFile(file);
    const cached: CachedFile = {
      mtimeMs: info.mtimeMs,
      body,
      etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
    };
    cache.set(file, cached);
    return { file, cached };
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    urlPath: string,
    found: { file: string; cached: CachedFile },
  ) {
    const type = contentTypeFor(found.file);
    const headers: Record<string, string> = {
      ...options.headers,
      'Content-Type': type,
      'Cache-Control': cacheControlFor(urlPath, found.file),
      'X-Content-Type-Options': 'nosniff',
    };
    if (status === 200) headers.ETag = found.cached.etag;

    if (status === 200 && req.headers['if-none-match'] === found.cached.etag) {
      res.writeHead(304, headers).end();
      return;
    }

    let body = found.cached.body;
    if (isCompressible(type)) {
      headers.Vary = 'Accept-Encoding';
      // Compressed once per file at the highest levels, as a CDN serves precompressed assets.
      const coding = negotiateCoding(req.headers['accept-encoding']);
      if (coding === 'br') {
        found.cached.brotli ??= brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
        body = found.cached.brotli;
        headers['Content-Encoding'] = 'br';
      } else if (coding === 'gzip') {
        found.cached.gzipped ??= gzipSync(body, { level: 9 });
        body = found.cached.gzipped;
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = String(body.byteLength);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return async (req, res, key) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
      return;
    }

    let urlPath: string;
    try {
      urlPath = decodeURIComponent(key ?? fileFor(new URL(req.url ?? '/', 'http://localhost').pathname));
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request');
      return;
    }

    // Dotfiles and NUL never belong to a built site (the deploy uploads no dot folder); refusing them
    // also shuts out traversal tricks.
    const hidden = urlPath.includes('\0') || urlPath.split('/').some((segment) => segment.startsWith('.'));
    const found = hidden ? undefined : await fileAt(urlPath.replace(/^\/+/, ''));
    if (found) {
      send(req, res, 200, urlPath, found);
      return;
    }

    const notFound = await fileAt(notFoundPage);
    if (notFound) {
      send(req, res, 404, urlPath, notFound);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
  };
}
