import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { beaconPath } from '../../functions/contract/visits';
import { createStaticFiles } from '../../functions/dev/staticFiles';
import { securityHeadersFor } from '../../functions/infra/securityHeaders';
import { readInlineScriptHashes } from '../../site/inlineScripts';

/**
 * The built site under the production response headers (functions/infra/securityHeaders.ts), and
 * what a page under them reports. The shared dev server sends no Content-Security-Policy, so the
 * files that check the policy serve the build themselves with the headers the CDN adds.
 */

/** The headers the CDN sends with the build in `clientDir`: its policy allows that build's inline loader. */
export const productionHeadersFor = (clientDir: string) => securityHeadersFor(readInlineScriptHashes(clientDir));

export interface ProductionSite {
  url: string;
  /** The headers every file is served with. */
  headers: ReturnType<typeof securityHeadersFor>;
  close: () => Promise<void>;
}

/**
 * Serves `clientDir` as the CDN does, with its headers. `extra` may answer a request itself (a probe
 * page) by returning true.
 */
export async function serveWithProductionHeaders(
  clientDir: string,
  extra?: (req: IncomingMessage, res: ServerResponse) => boolean,
): Promise<ProductionSite> {
  const headers = productionHeadersFor(clientDir);
  const staticFiles = createStaticFiles({ root: clientDir, headers });
  const server = createServer((req, res) => {
    if (extra?.(req, res)) return;
    // Every page sends its view there; the deployed endpoint answers each one 204 (functions/count-visits/).
    if (req.method === 'POST' && req.url === beaconPath) {
      req.resume();
      res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
      return;
    }
    staticFiles(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    headers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface PolicyWatch {
  /** CSP violations since the last `forget`: `securitypolicyviolation` events and console reports. */
  violations: () => Promise<string[]>;
  /** Problems with the other headers, e.g. a Permissions-Policy feature Chromium does not know. */
  headerErrors: string[];
  /** Origins of other hosts the page asked for, and those whose requests have ended (finished or, offline, failed). */
  otherOrigins: { requested: Set<string>; ended: Set<string> };
  /** Forgets what the last page reported, before the tab loads another. */
  forget: () => void;
}

/** Starts watching a page, before it loads anything, for what the policy and the other headers report. */
export async function watchPolicy(page: Page, ownOrigin: string): Promise<PolicyWatch> {
  // Init scripts are injected by the browser's debugging protocol, which CSP does not govern.
  await page.addInitScript(() => {
    const record = window as unknown as { cspViolations: string[] };
    record.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      record.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const consoleReports: string[] = [];
  const headerErrors: string[] = [];
  const otherOrigins = { requested: new Set<string>(), ended: new Set<string>() };
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('Content Security Policy')) consoleReports.push(`console: ${text}`);
    if (text.includes('Permissions-Policy') || text.includes('Strict-Transport-Security')) headerErrors.push(text);
  });
  const otherOrigin = (url: string) => {
    const { origin } = new URL(url);
    return origin !== ownOrigin && /^https?:/.test(origin) ? origin : undefined;
  };
  page.on('request', (request) => {
    const origin = otherOrigin(request.url());
    if (origin) otherOrigins.requested.add(origin);
  });
  const ended = (request: { url: () => string }) => {
    const origin = otherOrigin(request.url());
    if (origin) otherOrigins.ended.add(origin);
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    headerErrors,
    otherOrigins,
    forget: () => {
      consoleReports.length = 0;
      headerErrors.length = 0;
      otherOrigins.requested.clear();
      otherOrigins.ended.clear();
    },
    violations: async () => {
      const events = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
      return [...events, ...consoleReports];
    },
  };
}
