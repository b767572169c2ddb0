/**
 * Source of the CloudFront Function (viewer request) that maps clean URLs onto the files the prerender
 * writes: `/` -> `/index.html`, `/about` and `/about/` -> `/about/index.html`. A path whose last segment
 * has a dot (`/assets/x.js`, `/blog/rss.xml`, `/favicon.svg`) is a file and passes through unchanged.
 * Route slugs therefore must not contain dots.
 *
 * It runs before the cache lookup, so the cache key is the file's path and `/about` and `/about/`
 * share one cached copy. Written for the cloudfront-js-2.0 runtime, which is not Node: no modules, no
 * `require`, one `handler` function.
 */
export const cleanUrlsFunctionCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.charAt(uri.length - 1) === '/') {
    request.uri = uri + 'index.html';
  } else if (uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') === -1) {
    request.uri = uri + '/index.html';
  }
  return request;
}
`;
