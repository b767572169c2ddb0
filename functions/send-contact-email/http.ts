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
