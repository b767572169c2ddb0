/**
 * The passes over a rendered page's HTML that make the file the CDN serves: icons and drawings once,
 * structured data last, React Aria's markers off the markup no island hydrates, island props
 * readable, the page's CSS, loader and asset list written in, and the CSS cut to its first screen.
 * The islands' markup stays as rendered (hydration compares it with what the browser renders).
 */
import { placeIconSymbols } from '../components/placeIconSymbols';
import { assetsElementId, loaderElementId, stylesElementId, type PageAssets } from '../documentAssets';
import { withDrawingsOnce } from '../drawnOnce';
import { criticalCss, withStructuredDataLast } from '../firstScreen';
import { serializeJsonLd } from '../seo/escapeJson';
import { withoutHydrationMarkers } from './outsideIslands';

/** What every page is given besides its own markup. */
export interface PageParts {
  /** The site's stylesheet, all of it: each page keeps the rules its first screen uses. */
  css: string;
  /** The island loader's code (clientBuild.ts `inlineLoader`). */
  loaderCode: string;
  assets: PageAssets;
}

/** The page as the CDN serves it, from the document React rendered. */
export async function pageHtml(rendered: string, { css, loaderCode, assets }: PageParts): Promise<string> {
  return withCriticalCss(withAssets(withSingleQuotedProps(withoutHydrationMarkers(withStructuredDataLast(withDrawingsOnce(placeIconSymbols(rendered))))), css, loaderCode, assets));
}

const stylesPattern = new RegExp(`(<style id="${stylesElementId}">)([\\s\\S]*?)(</style>)`);

/**
 * The page with its inline CSS cut to what its first screen needs (firstScreen.ts). Only the style
 * element's text changes: React's HTML stays byte for byte as rendered (hydration compares it with
 * what the browser renders).
 */
async function withCriticalCss(html: string): Promise<string> {
  const critical = await criticalCss(html, stylesPattern);
  return html.replace(stylesPattern, (_match, open: string, _css: string, close: string) => `${open}${critical}${close}`);
}

/** Script types a browser runs (or, for speculation rules, acts on) and CSP governs when inline. */
const governedScriptTypes = new Set(['', 'module', 'text/javascript', 'speculationrules']);

/**
 * The text of each inline script in a page that the CSP must allow by hash: the loader and the
 * speculation rules. A hash in the policy turns off the `'inline-speculation-rules'` keyword, as it
 * does `'unsafe-inline'`, so the rules need theirs too. JSON data blocks are never run.
 */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && governedScriptTypes.has(/\stype="([^"]*)"/.exec(attributes)?.[1] ?? ''))
    .map(([, , text = '']) => text);
}

/**
 * Island props in single quotes: React writes an attribute in double quotes, so the JSON's every `"`
 * becomes `&quot;`, six characters (an island's props, its words among them, are a tenth of a home
 * page). In single quotes the JSON reads as it is; React has already written any `'` in it as
 * `&#x27;`. The browser reads the same value either way, and the island element is not React's.
 */
function withSingleQuotedProps(html: string): string {
  return html.replace(/ data-props="([^"]*)"/g, (_match, json: string) => {
    if (json.includes("'")) throw new Error(`Island props hold a raw single quote: ${json.slice(0, 80)}`);
    return ` data-props='${json.replaceAll('&quot;', '"')}'`;
  });
}

/** The page's CSS, the loader and the asset list, written into the elements the Document leaves empty for them. */
function withAssets(html: string, css: string, loaderCode: string, assets: PageAssets): string {
  const styles = `<style id="${stylesElementId}"></style>`;
  const loader = `<script id="${loaderElementId}" type="module" async=""></script>`;
  const list = `<script id="${assetsElementId}" type="application/json"></script>`;
  if (!html.includes(styles) || !html.includes(loader) || !html.includes(list)) {
    throw new Error('The document has no empty #page-styles, #island-loader or #page-assets element.');
  }
  // Without scripts nothing adds the stylesheet after the first paint: the page links it itself.
  const noscript = assets.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return html
    .replace(styles, () => `<style id="${stylesElementId}">${css}</style><noscript>${noscript}</noscript>`)
    .replace(loader, () => `<script id="${loaderElementId}" type="module" async="">${loaderCode}</script>`)
    .replace(list, () => `<script id="${assetsElementId}" type="application/json">${serializeJsonLd(assets)}</script>`);
}
