/**
 * What CloudFront does in front of the origins, for `npm start`: finds the path's behaviour
 * (functions/infra/siteBehaviors.ts), runs the site's viewer-request function where the behaviour
 * has it (which may answer by itself), and puts the behaviour's response headers on whatever the
 * origin answers. The same table, function code and header values as the stack's, so a page under
 * `npm start` runs under the production Content-Security-Policy.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { siteRequestsFunctionCode } from '../infra/cleanUrls';
import { siteResponseHeaders, type HeadersPolicy } from '../infra/responseHeaders';
import { behaviorFor, type SiteBehavior } from '../infra/siteBehaviors';
import { readInlineScriptHashes } from '../contract/inlineScripts';
import { isViewerResponse, viewerRequestFunction } from './viewerRequest';

export interface EdgeOptions {
  /** Where the editor's paths are sent: the editor's host in production, `npm run admin` here. */
  editorUrl: string;
  /**
   * The build being served: its pages' inline-script hashes go into the policy. Without one, answers
   * carry no response headers policy: there is no page for a policy to allow.
   */
  clientDir?: string;
  /** Where the contact form uploads photos (the S3 emulator), which the policy's `connect-src` allows. */
  photoUploadOrigin?: string;
}

/** What the edge passes on: the behaviour whose origin answers, and the path it asks that origin for. */
export interface OriginRequest {
  behavior: SiteBehavior;
  uri: string;
}

/** Takes a request as CloudFront does; undefined when the viewer-request function has answered it. */
export type Edge = (req: IncomingMessage, res: ServerResponse) => OriginRequest | undefined;

/**
 * Adds `policy` to the answer as CloudFront does: its headers replace the origin's of the same name,
 * its fallbacks fill in only what the origin left out. Node writes every head through `writeHead`,
 * that of an answer which only calls `end()` too, so that is where the policy goes.
 */
export function applyHeadersPolicy(res: ServerResponse, policy: HeadersPolicy): void {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((statusCode: number, reason?: string | OutgoingHttpHeaders, headers?: OutgoingHttpHeaders) => {
    const [statusMessage, origin] = typeof reason === 'string' ? [reason, headers] : [undefined, reason];
    for (const [name, value] of Object.entries(origin ?? {})) if (value !== undefined) res.setHeader(name, value);
    for (const [name, value] of Object.entries(policy.headers)) res.setHeader(name, value);
    for (const [name, value] of Object.entries(policy.fallbacks)) if (!res.hasHeader(name)) res.setHeader(name, value);
    return writeHead(statusCode, statusMessage);
  }) as ServerResponse['writeHead'];
}

export function createEdge(options: EdgeOptions): Edge {
  const siteRequests = viewerRequestFunction(siteRequestsFunctionCode(options.editorUrl));
  const policies = options.clientDir === undefined ? undefined : siteResponseHeaders(readInlineScriptHashes(options.clientDir), options.photoUploadOrigin);
  return (req, res) => {
    // As the browser sent it: CloudFront's patterns and functions see the path still percent-encoded.
    const uri = new URL(req.url ?? '/', 'http://localhost').pathname;
    const behavior = behaviorFor(uri);
    if (policies) applyHeadersPolicy(res, policies[behavior.headers]);
    if (!behavior.viewerRequest) return { behavior, uri };
    const result = siteRequests({ request: { method: req.method ?? 'GET', uri } });
    if (!isViewerResponse(result)) return { behavior, uri: result.uri };
    const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([name, { value }]) => [name, value]));
    if (result.statusDescription === undefined) res.writeHead(result.statusCode, headers);
    else res.writeHead(result.statusCode, result.statusDescription, headers);
    res.end();
    return undefined;
  };
}
