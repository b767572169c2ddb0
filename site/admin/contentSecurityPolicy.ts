/**
 * The editor's Content-Security-Policy, looser than the public pages' where Decap CMS needs it. The
 * admin's browser test (tests/e2e/admin.test.ts) runs the editor under exactly this policy and fails
 * on any violation; the CDN's behaviour for /admin/* is to send it (with `X-Robots-Tag: noindex`).
 *
 * - `script-src 'unsafe-eval'`: Decap validates its configuration with ajv, which compiles each schema
 *   into a function (`new Function`); refused, the editor does not start ("Error compiling schema").
 *   Its only scripts are its own bundle's files; nothing inline.
 * - `style-src 'unsafe-inline'`: Decap's interface is styled by emotion, which writes `<style>` elements
 *   at run time, and its toasts inject theirs.
 * - `img-src data:`: the favicon, a `data:` URL as on every page (site/favicon.ts); `blob:` for the
 *   previews of pictures chosen for upload. The signed-in person's GitHub picture comes from GitHub.
 * - `connect-src`: the GitHub API, which the GitHub backend reads and commits through; and our own
 *   origin, where the sign-in function and, locally, decap-server's `/api/v1` are. Not
 *   www.githubstatus.com, which the GitHub backend asks whether GitHub is up: refused, it assumes so.
 *   `blob:` for uploads: Decap keeps a chosen photo as a `blob:` URL and reads it back with `fetch` to
 *   send it with the entry (its AssetProxy's toBase64); refused, no photo can be published.
 * Nothing else is loaded from another host: the bundle holds Decap's code, styles and icons, and the
 * test fails on any request to another origin.
 */
export const githubApiOrigin = 'https://api.github.com';
export const githubAvatarOrigin = 'https://avatars.githubusercontent.com';

export const adminContentSecurityPolicyDirectives: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'", "'unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', githubAvatarOrigin],
  'connect-src': ["'self'", 'blob:', githubApiOrigin],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

export const adminContentSecurityPolicy = Object.entries(adminContentSecurityPolicyDirectives)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');
