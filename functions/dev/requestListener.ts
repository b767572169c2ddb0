/**
 * What answers a request to `npm start`'s one origin, in the order production meets it: CloudFront's
 * edge (its headers and viewer-request function), the beacon with its own limit, the web ACL's limit
 * on /api/, the function's route as API Gateway maps it, then the bucket's files.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { beaconPath } from '../contract/visits';
import { rateLimitedBody, retryAfterSeconds } from '../infra/limits';
import type { LambdaHandler } from '../forms/handler';
import type { ClientLimit } from './clientLimit';
import type { Edge } from './edge';
import { readRequestBody, toLambdaEvent } from './lambdaEvent';
import type { StaticFiles } from './staticFiles';
import type { LocalBeacon } from './visitCounts';

export interface Origins {
  /** Read on each request: the pages' policy names the S3 emulator's origin, known once it has started. */
  edge: () => Edge;
  clientLimit: ClientLimit;
  staticFiles: StaticFiles | undefined;
  /** The functions by path: read on each request, since they are built once the port is known. */
  handlers: () => ReadonlyMap<string, LambdaHandler>;
  beacon: () => LocalBeacon | undefined;
}

export function createRequestListener(origins: Origins): RequestListener {
  const { clientLimit, staticFiles } = origins;
  return (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      // As CloudFront: the path's response headers on whatever answers, and the site's viewer-request
      // function first where it runs, which sends the editor's paths to the editor (edge.ts).
      const toOrigin = origins.edge()(req, res);
      if (toOrigin === undefined) return;
      // Beacons have a per-client limit of their own (visitCounts.ts), as in production.
      const beacon = origins.beacon();
      if (pathname === beaconPath && beacon) {
        const result = await beacon.handle(req.socket.remoteAddress ?? '', toLambdaEvent(req, (await readRequestBody(req)) ?? Buffer.alloc(0)));
        res.writeHead(result.statusCode, result.headers).end(result.body);
        return;
      }
      // As the web ACL does in front of CloudFront: before the body is read, on every path under /api/.
      if (pathname.startsWith('/api/') && !clientLimit.admit(req.socket.remoteAddress ?? '')) {
        res.writeHead(429, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': String(retryAfterSeconds) });
        res.end(JSON.stringify(rateLimitedBody));
        return;
      }
      const handler = origins.handlers().get(pathname);
      if (handler) {
        const body = await readRequestBody(req);
        if (body === undefined) {
          res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
          res.end(JSON.stringify({ ok: false, error: 'payload_too_large' }));
          return;
        }
        const result = await handler(toLambdaEvent(req, body));
        const cookies = result.cookies === undefined ? {} : { 'Set-Cookie': result.cookies };
        res.writeHead(result.statusCode, { ...result.headers, ...cookies }).end(result.body);
        return;
      }
      // An unknown path under /api/ answers as API Gateway does, in JSON: CloudFront maps only the
      // bucket's 403 to the site's 404 page (staticSite.ts).
      if (staticFiles && toOrigin.behavior.origin === 'bucket') {
        await staticFiles(req, res, toOrigin.uri);
        return;
      }
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ ok: false, error: 'not_found' }));
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  };
}
