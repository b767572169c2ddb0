/**
 * A page's first screen, and what the prerenderer does with it. Its CSS is written inline, and no
 * more, so the first paint waits for no file: the rest of the page is drawn with the full stylesheet,
 * which the island loader adds once that paint is done (`islandRuntime/loader/pageAssets.ts`), or which a
 * browser without scripts loads from the page's `<noscript>` link. The page's structured data, which
 * nothing paints, comes after the page's markup.
 */
import Beasties from 'beasties';

/**
 * The first screen, in a page's markup: the header, the breadcrumbs and the start of `main`, section
 * by section, until it holds two sections and this many characters of markup. That is more than a
 * phone's screen (a hero) and a computer's (a hero and the top of what follows, up to 1280 by 1200 px);
 * `tests/e2e/criticalCss.test.ts` paints every page at both and compares. A page whose `main` is
 * shorter has its whole markup counted, footer included.
 */
export const firstScreenMarkup = 8000;
const firstScreenSections = 2;

/** The index in the page's HTML where its first screen's markup ends. */
export function firstScreenEnd(html: string): number {
  const main = html.indexOf('<main');
  const mainEnd = html.indexOf('</main>');
  if (main === -1 || mainEnd === -1) return html.length;
  const tags = /<(\/?)section\b[^>]*>/g;
  tags.lastIndex = main;
  let depth = 0;
  let sections = 0;
  for (let tag = tags.exec(html); tag && tag.index < mainEnd; tag = tags.exec(html)) {
    if (!tag[1]) depth += 1;
    else if (--depth === 0) {
      sections += 1;
      const end = tag.index + tag[0].length;
      if (sections >= firstScreenSections && end - main >= firstScreenMarkup) return end;
    }
  }
  return html.length;
}

// Beasties (the maintained successor of Google's Critters) keeps the rules whose selectors match
// something in the markup it is given: here, the first screen's. Its default merges the head's style
// elements into one, which wrote the view-transition rule of its own element into the page's CSS again.
const beasties = new Beasties({ external: false, reduceInlineStyles: true, mergeStylesheets: false, keyframes: 'critical', logLevel: 'warn' });

/**
 * The theme's tokens written as their values: `padding-top:1rem` for `padding-top:var(--_w14)`. A
 * custom property qualifies when the stylesheet declares it once, on the root element's class (the
 * theme), with a plain value, and no `style` attribute declares it: then every element of the page
 * reads that one value. The properties that parts of the page redeclare (the colours of a dark
 * section) stay properties. The file keeps them all; this is for the page's inline CSS.
 */
export function withThemeValues(css: string, stylesheet: string, html: string): string {
  const rootClass = /<html[^>]*\sclass="([^"\s]+)/.exec(html)?.[1];
  if (!rootClass) return css;
  const declared = new Map<string, string[]>();
  for (const [, name = '', value = ''] of stylesheet.matchAll(/(?<=[{;])(--[\w-]+):([^;}]*)/g)) declared.set(name, [...(declared.get(name) ?? []), value]);
  const theme = new RegExp(`(?:^|})\\.${rootClass}\\{([^}]*)\\}`).exec(stylesheet)?.[1] ?? '';
  const values = new Map<string, string>();
  for (const [, name = '', value = ''] of theme.matchAll(/(?:^|;)(--[\w-]+):([^;]*)/g)) {
    if (declared.get(name)?.length === 1 && !value.includes('var(') && !html.includes(`${name}:`)) values.set(name, value);
  }
  return css.replace(/var\((--[\w-]+)\)/g, (reference, name: string) => values.get(name) ?? reference);
}

/**
 * Custom properties the CSS declares but nothing reads: the theme declares every token on the root,
 * a page's first screen reads a few. A declaration is kept when the CSS, a `style` attribute or
 * another kept declaration reads it with `var()`.
 */
export function withoutUnreadProperties(css: string, html: string): string {
  const declarations = /(?<=[{;])(--[\w-]+):([^;}]*);?/g;
  const values = new Map<string, string[]>();
  for (const [, name = '', value = ''] of css.matchAll(declarations)) values.set(name, [...(values.get(name) ?? []), value]);
  const readers = `${css.replace(declarations, '')} ${html}`;
  const read = new Set([...readers.matchAll(/var\((--[\w-]+)/g)].map(([, name = '']) => name));
  for (const name of read) {
    for (const value of values.get(name) ?? []) for (const [, inner = ''] of value.matchAll(/var\((--[\w-]+)/g)) read.add(inner);
  }
  return (
    css
      .replace(declarations, (declaration, name: string) => (read.has(name) ? declaration : ''))
      .replace(/;}/g, '}')
      // A rule left with no declaration (an at-rule's empty block is kept: `@layer` blocks set an order).
      .replace(/(?<=^|[{}])[^{}@;]+\{\}/g, '')
  );
}

/**
 * The page's inline CSS: of the rules in its style element (matched by `stylesElement`, whose second
 * group is the CSS), those its first screen uses, with the theme's values written in and without
 * unread custom properties.
 */
export async function criticalCss(html: string, stylesElement: RegExp): Promise<string> {
  const stylesheet = stylesElement.exec(html)?.[2] ?? '';
  const markup = html.replace(stylesElement, '');
  const picked = stylesElement.exec(await beasties.process(html.slice(0, firstScreenEnd(html))))?.[2] ?? '';
  return withoutUnreadProperties(withThemeValues(picked, stylesheet, markup), markup);
}

const structuredData = /<script type="application\/ld\+json">[\s\S]*?<\/script>/g;

/** The page with its JSON-LD (one block, see seo/jsonLdGraph.ts) at the end of its body. */
export function withStructuredDataLast(html: string): string {
  const blocks = html.match(structuredData) ?? [];
  if (blocks.length === 0) return html;
  const without = html.replace(structuredData, '');
  const end = without.lastIndexOf('</body>');
  return `${without.slice(0, end)}${blocks.join('')}${without.slice(end)}`;
}
