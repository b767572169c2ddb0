import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { contentSecurityPolicyFor } from '../../functions/infra/securityHeaders';
import { loaderElementId } from '../../site/documentAssets';
import { cspHashOf, readInlineScriptHashes } from '../../functions/contract/inlineScripts';
import { allowedBy, effectiveSources, htmlReferences, parseCsp } from '../functions/cspScan';

// The same cross-check as the stack's tests, against the build this run made: every file a page's
// HTML points the browser at must be allowed by the policy the CDN sends.
const client = path.join(inject('distDir'), 'client');
const hashes = readInlineScriptHashes(client);
const csp = parseCsp(contentSecurityPolicyFor(hashes));

const pages = () =>
  readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({ file: path.relative(client, file), html: readFileSync(file, 'utf8') }))
    .map((page) => ({ ...page, ...htmlReferences(page.file, page.html) }));

describe('the Content-Security-Policy and the built HTML', () => {
  it('loads nothing the policy would block', () => {
    const all = pages();
    expect(all.length).toBeGreaterThan(30);
    const blocked = all.flatMap((page) => page.references).filter((ref) => !allowedBy(csp, ref.directive, ref.url));
    expect(blocked).toEqual([]);
  });

  it('runs two inline scripts, the island loader and the speculation rules, by the hashes the build lists; the rest are data', () => {
    const all = pages();
    const scripts = all.flatMap((page) => page.inlineScripts);
    const types = new Set(scripts.map((script) => script.type));
    for (const type of types) expect(['module', 'application/ld+json', 'application/json', 'speculationrules']).toContain(type);
    const governed = scripts.filter((script) => ['module', 'speculationrules'].includes(script.type));
    // One of each on every page, the same on every page: the build lists their hashes and nothing else.
    expect(governed).toHaveLength(2 * all.length);
    expect(all.every((page) => page.html.includes(`<script id="${loaderElementId}" type="module" async="">`))).toBe(true);
    expect(new Set(governed.map((script) => cspHashOf(script.text)))).toEqual(new Set(hashes));
    expect(hashes).toHaveLength(2);
    expect(effectiveSources(csp, 'script-src')).toEqual(expect.arrayContaining(hashes));
    expect(effectiveSources(csp, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows inline style attributes only if the HTML has them, and stylesheets only from our origin or inline', () => {
    const withStyles = pages().filter((page) => page.styleAttributes > 0);
    if (withStyles.length > 0) expect(effectiveSources(csp, 'style-src-attr')).toContain("'unsafe-inline'");
    expect(effectiveSources(csp, 'style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});
