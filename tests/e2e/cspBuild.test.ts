import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { contentSecurityPolicy } from '../../functions/infra/securityHeaders';
import { allowedBy, effectiveSources, htmlReferences, parseCsp } from '../functions/cspScan';

// The same cross-check as the stack's tests, against the build this run made: every file a page's
// HTML points the browser at must be allowed by the policy the CDN sends.
const client = path.join(inject('distDir'), 'client');
const csp = parseCsp(contentSecurityPolicy);

const pages = () =>
  readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({ file: path.relative(client, file), ...htmlReferences(file, readFileSync(file, 'utf8')) }));

describe('the Content-Security-Policy and the built HTML', () => {
  it('loads nothing the policy would block', () => {
    const all = pages();
    expect(all.length).toBeGreaterThan(30);
    const blocked = all.flatMap((page) => page.references).filter((ref) => !allowedBy(csp, ref.directive, ref.url));
    expect(blocked).toEqual([]);
  });

  it('has no inline script that would need a hash: only JSON data blocks and speculation rules, which the policy allows by keyword', () => {
    const types = new Set(pages().flatMap((page) => page.inlineScriptTypes));
    for (const type of types) expect(['application/ld+json', 'application/json', 'speculationrules']).toContain(type);
    expect(types).toContain('speculationrules');
    expect(effectiveSources(csp, 'script-src')).toContain("'inline-speculation-rules'");
    expect(effectiveSources(csp, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows inline style attributes only if the HTML has them, and stylesheets only from our origin or inline', () => {
    const withStyles = pages().filter((page) => page.styleAttributes > 0);
    if (withStyles.length > 0) expect(effectiveSources(csp, 'style-src-attr')).toContain("'unsafe-inline'");
    expect(effectiveSources(csp, 'style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});
