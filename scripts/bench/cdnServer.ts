/**
 * The benchmark's server: the same static-file handler `npm start` and the browser tests use (clean
 * URLs, `404.html` with status 404, brotli or gzip, immutable `/assets/`), on a free port of 127.0.0.1.
 * `gzipOnly` answers with gzip even when the browser also accepts brotli: every client accepts gzip,
 * and a CDN compressing on the fly does not promise brotli at its highest level.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beaconPath } from '../../functions/contract/visits';
import { createStaticFiles } from '../../functions/dev/staticFiles';

export interface CdnServer {
  url: string;
  close: () => Promise<void>;
}

export async function startCdnServer(options: { root: string; host?: string; port?: number; gzipOnly?: boolean }): Promise<CdnServer> {
  const host = options.host ?? '127.0.0.1';
  const serveFiles = createStaticFiles({ root: options.root });
  const server = createServer((req, res) => {
    if (options.gzipOnly && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) req.headers['accept-encoding'] = 'gzip';
    // Every page sends its view there once loaded; the deployed endpoint answers each one 204, and
    // counts nothing from a headless browser (functions/count-visits/).
    if (req.method === 'POST' && req.url === beaconPath) {
      req.resume();
      res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
      return;
    }
    serveFiles(req, res).catch((error: unknown) => {
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
