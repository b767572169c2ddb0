/**
 * The editor's Content-Security-Policy, looser than the public pages' only where Sveltia CMS needs it;
 * the CDN sends it for the editor's host (functions/infra/editorSite.ts), `npm run admin` and the
 * editor's browser tests serve the editor under it (localServer.ts), and the tests fail on any
 * violation they do not name.
 *
 * - `script-src 'self'`: only the bundle's own files; nothing inline, no `eval` and no WebAssembly
 *   (Sveltia compiles nothing at run time; Chromium draws an upload again as WebP itself, and a photo
 *   field takes no HEIC, which only a WebAssembly decoder would read).
 * - `style-src 'unsafe-inline'`: Sveltia's interface sets styles on its elements as it draws them.
 * - `img-src data: blob:`: the favicon is a `data:` URL as on every page (site/favicon.ts); the photos
 *   Sveltia reads from the repository (or the working tree) and the uploads it draws again are `blob:`
 *   URLs. The signed-in person's GitHub picture comes from GitHub.
 * - `connect-src`: the GitHub API, which Sveltia reads and commits through (REST and GraphQL); our own
 *   origin, where the sign-in function is; `blob:` and `data:`, which Sveltia reads its own uploads
 *   and drawings back from. Not www.githubstatus.com, which Sveltia asks whether GitHub is up:
 *   refused, it assumes so.
 * - `frame-src blob:` and `base-uri 'self'`: the preview is a `blob:` document that Sveltia writes
 *   with a `<base>` of the editor's address, so the site's styles and photos resolve in it.
 * Nothing else is loaded from another host: the bundle holds Sveltia's code, fonts and icons.
 */
import { serializeCsp, type CspDirectives } from '../../functions/contract/contentSecurityPolicy';

export const githubApiOrigin = 'https://api.github.com';
export const githubAvatarOrigin = 'https://avatars.githubusercontent.com';

export const adminContentSecurityPolicyDirectives: CspDirectives = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', githubAvatarOrigin],
  'connect-src': ["'self'", 'blob:', 'data:', githubApiOrigin],
  'frame-src': ["'self'", 'blob:'],
  'base-uri': ["'self'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

export const adminContentSecurityPolicy = serializeCsp(adminContentSecurityPolicyDirectives);
