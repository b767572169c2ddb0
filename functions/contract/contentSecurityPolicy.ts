/**
 * How a Content-Security-Policy is written: the site's pages (functions/infra/securityHeaders.ts), the
 * editor (site/admin/contentSecurityPolicy.ts) and the editor's sign-in page
 * (functions/admin-sign-in/page.ts) keep theirs as directive -> sources, and this is the one place
 * that turns them into the header's value. In the contract because the editor's folder writes one of
 * them; free of CDK and Node imports, so a function's bundle may take it.
 */

/** Directive -> sources, in the order they are written into the header; a directive may have none. */
export type CspDirectives = Readonly<Record<string, readonly string[]>>;

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
