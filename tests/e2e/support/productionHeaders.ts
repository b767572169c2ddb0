import type { Page } from 'playwright-core';

/**
 * What a page reports under the production response headers, which `npm start` sends as the CDN does
 * (functions/dev/edge.ts): the browser tests run every page under them.
 */

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
