// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { business } from '../../site/content/facts/business';
import { contentFor } from '../../site/content/siteContent';
import { localPath } from '../../site/i18n/paths';
import { routeEntries, routes } from '../../site/routes/routeTable';
import { badUrlAttributes } from './support/urlAttributes';

/*
 * What the built pages' HTML says by itself (head tags, links, languages), read in Node as a crawler
 * reads it: no browser, no layout, no script. The pages come from the same server as the browser
 * tests', so its clean addresses and status codes are checked too.
 */

const baseUrl = inject('baseUrl');
const absolute = (path: string) => `${business.siteUrl}${path}`;

/** A page as the server sends it, parsed without running it: for what the HTML itself says. */
async function served(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, document: new DOMParser().parseFromString(await response.text(), 'text/html') };
}

/** The page's hreflang alternates, as the head says them. */
const alternatesIn = (document: Document) =>
  Object.fromEntries(
    Array.from(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  );

describe('every Spanish page, as served', () => {
  it.each(routeEntries.map(([english, spanish]) => [spanish?.path ?? '', english?.path ?? ''] as const))(
    '%s answers 200 in Spanish, with reciprocal hreflang to %s',
    async (spanishPath, englishPath) => {
      const spanish = await served(spanishPath);
      expect(spanish.status).toBe(200);
      expect(spanish.document.documentElement.lang).toBe('es');
      const expected = {
        en: absolute(englishPath === '/' ? '/' : englishPath),
        es: absolute(spanishPath),
        'x-default': absolute(englishPath === '/' ? '/' : englishPath),
      };
      expect(alternatesIn(spanish.document)).toEqual(expected);
      expect(spanish.document.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('es_US');
      expect(spanish.document.querySelector('meta[property="og:locale:alternate"]')?.getAttribute('content')).toBe('en_US');
      // The twin names this page back, and its one link named 'Español' leads here.
      const english = await served(englishPath);
      expect(english.status).toBe(200);
      expect(alternatesIn(english.document)).toEqual(expected);
      const toSpanish = Array.from(english.document.body.querySelectorAll('a')).filter(
        (link) => !link.hasAttribute('aria-label') && link.textContent?.trim() === 'Español',
      );
      expect(toSpanish.map((link) => link.getAttribute('href'))).toEqual([spanishPath]);
    },
  );
});

/** Text as a reader without script sees it: what is hidden, and script and style, left out; runs of white space as one. */
function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of Array.from(copy.querySelectorAll('[hidden], script, style, template'))) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** An element's accessible name, as far as the site's markup gives names: its label, or its text without what is hidden from assistive technology. */
function nameOf(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label !== null) return label.trim();
  const copy = element.cloneNode(true) as Element;
  for (const hidden of Array.from(copy.querySelectorAll('[aria-hidden="true"]'))) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The page's banner or content information: its header or footer outside any article, section or aside. */
const landmark = (document: Document, tag: 'header' | 'footer') =>
  Array.from(document.querySelectorAll(tag)).find((element) => !element.parentElement?.closest('article, aside, main, nav, section'));

/*
 * A page without JavaScript is its HTML: what the server sends is what the reader gets, so it is read
 * here rather than loaded in a browser with script switched off.
 */
describe('without JavaScript', () => {
  it.each(routes.map((route) => route.path))('%s shows its content, title and canonical link', async (path) => {
    const { status, document } = await served(path);
    expect(status).toBe(200);
    const route = routes.find((candidate) => candidate.path === path);
    expect(document.title).toContain(route?.meta.title ?? '');
    expect(document.querySelector('h1')?.textContent?.trim()).not.toBe('');
    const main = document.querySelector('main');
    expect(main && shownText(main).length).toBeGreaterThan(200);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/^https?:\/\//);
    // The blog and the privacy page are reachable from every page in its own language, and the name
    // in the header leads to the home page in that language.
    const lang = route?.lang ?? 'en';
    const { links } = contentFor(lang).navigation.footer;
    const more = Array.from(landmark(document, 'footer')?.querySelectorAll('nav') ?? []).filter((nav) => nameOf(nav) === links.navLabel);
    expect(more).toHaveLength(1);
    const linkTo = (within: Element | undefined, name: string | undefined) => Array.from(within?.querySelectorAll('a') ?? []).filter((link) => nameOf(link) === name);
    const [blog, privacy] = links.items;
    expect(linkTo(more[0], blog?.label).map((link) => link.getAttribute('href'))).toEqual([localPath(lang, '/blog')]);
    expect(linkTo(more[0], privacy?.label).map((link) => link.getAttribute('href'))).toEqual([localPath(lang, '/privacy')]);
    const home = linkTo(landmark(document, 'header'), business.name);
    expect(home).toHaveLength(1);
    expect(home[0]?.getAttribute('href')).toBe(localPath(lang, '/'));
    expect(home[0]?.getAttribute('aria-current')).toBe(path === localPath(lang, '/') ? 'page' : null);
  });
});

const client = path.join(inject('distDir'), 'client');
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
/** Every page the build wrote, the editor's among them. */
const builtPages = () =>
  readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));

const isAdmin = (file: string) => file.includes(`${path.sep}admin${path.sep}`);

/** A raw space or control character inside a URL attribute (the Nu HTML Checker refuses them). */
function urlProblems(file: string, document: Document): string[] {
  return badUrlAttributes(document).map((problem) => `${path.relative(client, file)}: ${problem}`);
}

/** One symbol per glyph, a drawing shown twice drawn the first time, ahead of every use, outside the islands. */
function iconProblems(file: string, document: Document): { problems: string[]; uses: number } {
  const problems: string[] = [];
  let uses = 0;
  const symbols = Array.from(document.querySelectorAll('symbol'));
  const ids = symbols.map((symbol) => symbol.id);
  if (new Set(ids).size !== ids.length) problems.push(`${file}: a symbol is drawn twice`);
  for (const use of Array.from(document.querySelectorAll('use'))) {
    uses += 1;
    const symbol = document.getElementById(use.getAttribute('href')?.slice(1) ?? '');
    // A drawing the page shows twice (site/drawnOnce.ts) is its first copy's shapes, in a <g>.
    const drawnBefore = symbol?.localName === 'g' && symbol.id.startsWith('drawing-');
    if (symbol?.localName !== 'symbol' && !drawnBefore) problems.push(`${file}: ${use.getAttribute('href')} has no symbol`);
    // Islands render their own icons in the browser, which cannot know the page's symbols.
    else if (use.closest('site-island')) problems.push(`${file}: ${use.getAttribute('href')} is used inside an island`);
    else if (symbol.compareDocumentPosition(use) & Node.DOCUMENT_POSITION_PRECEDING) problems.push(`${file}: ${symbol.id} comes after a use`);
  }
  // A static icon drawn in place (a glyph's shapes in an <svg> of its own) would be a glyph drawn again.
  for (const svg of Array.from(document.querySelectorAll('svg.lucide'))) {
    if (!svg.closest('site-island')) problems.push(`${file}: an icon outside the islands is drawn in place`);
  }
  return { problems, uses };
}

/** One JSON-LD block with its nodes in a @graph, after all of the page that is drawn. */
function structuredDataProblems(file: string, document: Document): string[] {
  const blocks = Array.from(document.querySelectorAll('script[type="application/ld+json"]'));
  if (blocks.length !== 1) return [`${file}: ${blocks.length} blocks`];
  const [block] = blocks;
  const data = JSON.parse(block?.textContent ?? '') as { '@context'?: string; '@graph'?: unknown[] };
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org' || !Array.isArray(data['@graph']) || data['@graph'].length < 2) problems.push(`${file}: not a schema.org graph`);
  const footer = document.querySelector('footer');
  if (!footer || !(footer.compareDocumentPosition(block!) & Node.DOCUMENT_POSITION_FOLLOWING)) problems.push(`${file}: the block comes before the footer`);
  return problems;
}

/**
 * The three checks of every built page, each page parsed once for all of them: parsing is most of
 * their time, and a hundred parsed documents kept for the next test would weigh hundreds of megabytes.
 */
let everyPage: { files: number; urls: string[]; icons: { problems: string[]; uses: number }; structuredData: { pages: number; problems: string[] } } | undefined;
function checkEveryPage() {
  if (everyPage) return everyPage;
  const files = builtPages();
  const found = { files: files.length, urls: [] as string[], icons: { problems: [] as string[], uses: 0 }, structuredData: { pages: 0, problems: [] as string[] } };
  for (const file of files) {
    const document = parse(readFileSync(file, 'utf8'));
    found.urls.push(...urlProblems(file, document));
    if (isAdmin(file)) continue;
    const icons = iconProblems(file, document);
    found.icons.problems.push(...icons.problems);
    found.icons.uses += icons.uses;
    if (file.endsWith('404.html')) continue;
    found.structuredData.pages += 1;
    found.structuredData.problems.push(...structuredDataProblems(file, document));
  }
  everyPage = found;
  return found;
}

describe('URL attributes in every built page', () => {
  it('are told apart: a raw space or control character inside a URL is refused, spaces around it are not', () => {
    const page = parse(
      '<link rel="icon" href="data:image/svg+xml,%3Csvg viewBox=%220 0 1 1%22/%3E"><a href=" /faq ">FAQ</a>' +
        '<img src="/a.png" srcset="/a.png 1x, /b\u0001.png 2x" alt=""><a href="/a\tb">x</a>',
    );
    expect(badUrlAttributes(page)).toEqual([
      '<link href="data:image/svg+xml,%3Csvg viewBox=%220 0 1 1%22/%3E">',
      '<img srcset="/a.png 1x, /b\u0001.png 2x">',
      '<a href="/a\tb">',
    ]);
  });

  it('carry no raw space or control character (the Nu HTML Checker refuses them)', () => {
    const { files, urls } = checkEveryPage();
    expect(files).toBeGreaterThan(80);
    expect(urls).toEqual([]);
  });
});

describe('icons in every built page', () => {
  it('draw each glyph once: one symbol per glyph, and a drawing shown twice drawn the first time, ahead of every use, outside the islands', () => {
    const { icons } = checkEveryPage();
    expect(icons.uses).toBeGreaterThan(1000);
    expect(icons.problems).toEqual([]);
  });
});

describe('structured data in every built page', () => {
  it('is one JSON-LD block with its nodes in a @graph, after all of the page that is drawn', () => {
    const { structuredData } = checkEveryPage();
    expect(structuredData.pages).toBe(80);
    expect(structuredData.problems).toEqual([]);
  });
});
