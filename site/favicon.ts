/**
 * The favicon, written into every page as a `data:` URL: a browser asks for the icon as the page
 * loads, and on a phone's connection that request would cost its own round trip before the first
 * paint is done. The same drawing stays at /favicon.svg, the logo structured data points to.
 */
import svg from './public/favicon.svg?raw';

// Only the characters a data: URL must not hold raw are escaped, so it stays about as short as the file.
export const faviconDataUrl = `data:image/svg+xml,${svg.trim().replaceAll('"', '%22').replaceAll('#', '%23').replaceAll('<', '%3C').replaceAll('>', '%3E')}`;
