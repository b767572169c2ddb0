/** The parts of an API Gateway HTTP API / Lambda function URL event (payload v2) the handlers read. */
export interface HttpEvent {
  version?: string;
  routeKey?: string;
  rawPath?: string;
  rawQueryString?: string;
  headers?: Record<string, string | undefined>;
  body?: string | null;
  isBase64Encoded?: boolean;
  requestContext: {
    requestId?: string;
    timeEpoch?: number;
    http: { method: string; path?: string; protocol?: string; sourceIp?: string; userAgent?: string };
  };
}

export interface HttpResult {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  /** Payload v2's `Set-Cookie` values, one each: a header map holds only one. */
  cookies?: string[];
}

export type Headers = Record<string, string>;

export const allowedMethods = 'POST, OPTIONS';

/** API Gateway lowercases header names but function URLs and local tools do not always. */
export function getHeader(headers: HttpEvent['headers'], name: string): string | undefined {
  if (!headers) return undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

export function readBody(event: HttpEvent): { text: string; bytes: number } {
  const raw = event.body ?? '';
  if (event.isBase64Encoded) {
    const buffer = Buffer.from(raw, 'base64');
    return { text: buffer.toString('utf8'), bytes: buffer.byteLength };
  }
  return { text: raw, bytes: Buffer.byteLength(raw, 'utf8') };
}

export function isJsonContentType(value: string | undefined): boolean {
  const mediaType = value?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/** Vary is always sent so a shared cache never hands one origin's CORS answer to another. */
export function corsHeaders(origin: string | undefined, allowedOrigins: readonly string[]): Headers {
  if (origin === undefined || !allowedOrigins.includes(origin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

export function jsonResponse(statusCode: number, body: unknown, headers: Headers = {}): HttpResult {
  return {
    statusCode,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
    body: JSON.stringify(body),
  };
}

export function preflightResponse(cors: Headers): HttpResult {
  const allowed = 'Access-Control-Allow-Origin' in cors;
  return {
    statusCode: 204,
    headers: {
      ...cors,
      Allow: allowedMethods,
      ...(allowed
        ? {
            'Access-Control-Allow-Methods': allowedMethods,
            'Access-Control-Allow-Headers': 'content-type',
            // Chromium caps this at two hours; longer values are ignored.
            'Access-Control-Max-Age': '7200',
          }
        : {}),
    },
    body: '',
  };
}

/**
 * The visitor's address: CloudFront passes it as `CloudFront-Viewer-Address` ("ip:port"), since the
 * API only ever sees CloudFront's edge as its source. Without the header (a local run), the source.
 */
export function clientAddress(event: HttpEvent): string | undefined {
  const viewer = getHeader(event.headers, 'cloudfront-viewer-address')?.trim();
  if (viewer) {
    const port = viewer.lastIndexOf(':');
    return port > 0 ? viewer.slice(0, port) : viewer;
  }
  // Read defensively: this runs for the log line even when the event was malformed.
  return (event.requestContext as HttpEvent['requestContext'] | undefined)?.http?.sourceIp;
}

/**
 * An address as the logs keep it, like an email address: enough to see one client flooding the form,
 * not enough to name a household. IPv4 keeps its /24 ('203.0.113.0'), IPv6 its /48 ('2001:db8:1::').
 */
export function maskAddress(address: string | undefined): string | undefined {
  if (address === undefined || address === '') return undefined;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(address.replace(/^::ffff:/i, ''));
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  if (address.includes(':')) {
    const [head = ''] = address.split('::');
    const groups = head.split(':').filter((group) => group !== '').slice(0, 3);
    return `${groups.join(':')}::`;
  }
  return '***';
}
