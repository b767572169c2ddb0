import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { originHeader } from '../secrets/origin';
import type { HttpEvent } from '../forms/http';

/** The origin header's value locally; a deployment's is a rotated secret. */
export const localOriginSecret = 'local-development-origin-secret';

/** Lambda's own limit for a synchronous invocation payload. */
export const maxRequestBytes = 6 * 1024 * 1024;

// Function URLs base64-encode bodies unless the content type is textual; doing the same keeps that
// path of the handler exercised locally.
const isTextual = (contentType: string | undefined) =>
  contentType !== undefined && /^(text\/|application\/(json|[\w.+-]+\+json|xml|x-www-form-urlencoded))/i.test(contentType);

/** The whole body, or undefined once it passes `maxRequestBytes`. */
export async function readRequestBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxRequestBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The event a Function URL (payload format 2.0) hands the function for this request. */
export function toLambdaEvent(req: IncomingMessage, body: Buffer): HttpEvent {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // As CloudFront does in front of the API: the functions read the visitor's address from it.
  headers['cloudfront-viewer-address'] = `${req.socket.remoteAddress ?? '127.0.0.1'}:${req.socket.remotePort ?? 0}`;
  // As CloudFront does too: the functions refuse a request without it (functions/secrets/origin.ts).
  headers[originHeader] = localOriginSecret;
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
