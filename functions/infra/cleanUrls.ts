/**
 * Sources of the CloudFront Functions (viewer request) in front of the two distributions, and the
 * rule they share with `npm start`.
 *
 * Clean URLs map onto the files the prerender writes: `/` -> `/index.html`, `/about` and `/about/` ->
 * `/about/index.html`. A path whose last segment has a dot (`/assets/x.js`, `/blog/rss.xml`,
 * `/favicon.svg`) is a file and passes through unchanged, so route slugs must not contain dots. The
 * function runs before the cache lookup, so the cache key is the file's path and `/about` and
 * `/about/` share one cached copy.
 *
 * The office's editor lives on a host of its own (editorSite.ts): on the public site, its old
 * addresses (`/admin`, `/admin/...`, the sign-in under /api/admin-sign-in/) answer with a redirect to
 * it, on every domain name of the site, so no page of the public origin runs the editor or its sign-in.
 *
 * Written in ES5.1, which the cloudfront-js-2.0 runtime runs in full (it is not Node: no modules, no
 * `require`, one `handler` function), and held to it by tests/functions/viewerRequest.test.ts.
 * `npm start` runs this same code, in a context without Node's globals (functions/dev/viewerRequest.ts):
 * the rule is written once, here.
 */
import { signInPrefix } from '../admin-sign-in/paths';

/** Where the editor's files are, on its own host too: its build's `base`. */
export const editorPrefix = '/admin/';

/** The clean-URL rule, as a function of the code: the file a path is answered with. */
export const fileForCode = `function fileFor(uri) {
  if (uri.charAt(uri.length - 1) === '/') return uri + 'index.html';
  if (uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') === -1) return uri + '/index.html';
  return uri;
}`;

const redirectTo = (location: string) =>
  `{ statusCode: 302, statusDescription: 'Found', headers: { location: { value: ${JSON.stringify(location)} }, 'cache-control': { value: 'no-store' } } }`;

/** The public site: the editor's paths go to `editorUrl` (the editor's own `https://<host>/admin/`), the rest are clean URLs. */
export const siteRequestsFunctionCode = (editorUrl: string) => `${fileForCode}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === ${JSON.stringify(editorPrefix.slice(0, -1))} || uri.indexOf(${JSON.stringify(editorPrefix)}) === 0 || uri.indexOf(${JSON.stringify(signInPrefix)}) === 0) {
    return ${redirectTo(editorUrl)};
  }
  request.uri = fileFor(uri);
  return request;
}
`;

/** The editor's host: everything outside the editor's folder goes to the editor; within it, clean URLs. */
export const editorRequestsFunctionCode = `${fileForCode}

function handler(event) {
  var request = event.request;
  if (request.uri.indexOf(${JSON.stringify(editorPrefix)}) !== 0) {
    return ${redirectTo(editorPrefix)};
  }
  request.uri = fileFor(request.uri);
  return request;
}
`;
