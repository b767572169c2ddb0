/**
 * The favicon, written into every page as a `data:` URL: a browser asks for the icon as the page
 * loads, and on a phone's connection that request would cost its own round trip before the first
 * paint is done. The same drawing stays at /favicon.svg, the logo structured data points to.
 */
import svg from './public/favicon.svg?raw';

/**
 * Characters a URL may hold as they are (RFC 3986's unreserved and sub-delimiters, and the path's
 * `:@/?`); everything else, spaces first (a URL attribute must not carry one), is percent-encoded.
 * The SVG's double quotes become single ones, which a URL may hold, so it stays about as short as
 * the file.
 */
const raw = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?]/g;

export const faviconDataUrl = `data:image/svg+xml,${svg.trim().replace(/\s+/g, ' ').replaceAll('"', "'").replace(raw, encodeURIComponent)}`;
