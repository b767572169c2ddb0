/**
 * How a Content-Security-Policy is written: the site's pages (securityHeaders.ts) and the editor's
 * sign-in page (functions/admin-sign-in/page.ts) keep theirs as directive -> sources, and this is the
 * one place that turns them into the header's value. Free of CDK and Node imports, so a function's
 * bundle may take it.
 */

/** Directive -> sources, in the order they are written into the header; a directive may have none. */
export type CspDirectives = Readonly<Record<string, readonly string[]>>;

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
