import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { assetsElementId, stylesElementId, type PageAssets } from '../../site/documentAssets';
import { chromiumForFile } from './support/chromium';
import { pool } from './support/concurrency';
import { linkedRules, pagesOfEachKind as paths } from './support/pageStyles';

/**
 * The prerenderer cuts each page's inline CSS to the rules its first screen uses (site/firstScreen.ts);
 * the full stylesheet arrives once the page has painted. If the cut dropped a rule the first screen
 * shows (a media query, a state selector, a custom property), the first paint would differ from the
 * finished page: a flash of wrong styles, or a layout shift. This paints each page with the inline CSS
 * alone, on a phone's screen and on a tall computer screen, then adds the full stylesheet and compares
 * the computed style of every element on that screen. Below it, the page is drawn with the file.
 */

const baseUrl = inject('baseUrl');
const browser = chromiumForFile();

/** A phone, and a computer screen taller than Lighthouse's desktop (1350 by 940). */
const screens = [
  { width: 390, height: 844 },
  { width: 1280, height: 1024 },
];

interface StyleComparison {
  /** Elements styled: the first snapshot's, then the second's. */
  counts: [number, number];
  /** Elements compared: those on the first screen in either snapshot. */
  onScreen: number;
  /** The first few properties whose value changed between the snapshots. */
  differences: string[];
}

/**
 * The computed style of every element on the first screen (in the viewport when either snapshot is
 * taken, the page scrolled to its top), except the properties whose value is a laid-out length (sizes,
 * positions, `auto` margins): they move with image and font loading and say nothing about which rules
 * applied. Runs in the page: `record` keeps a snapshot there; `compare` takes another and returns how
 * it differs from the kept one, so the thousands of values never cross to the test.
 *
 * The properties are listed once per page, not read off each element: every element has the same
 * standard ones, and the custom ones an element can have are those a rule or a style attribute
 * declares. Enumerating each element's computed style cost more than reading its values.
 */
function computedStyles(mode: 'record' | 'compare'): Promise<StyleComparison> {
  type Snapshot = { element: string; onScreen: boolean; values: string[] }[];
  const store = window as unknown as { inlineCssStyles?: { properties: string[]; snapshot: Snapshot } };
  const layoutResolved = /^(width|height|inline-size|block-size|top|right|bottom|left|inset|margin|transform-origin|perspective-origin|grid-template)/;
  const customProperties = () => {
    const names = new Set<string>();
    const declared = (style: CSSStyleDeclaration) => {
      for (let index = 0; index < style.length; index += 1) {
        const name = style.item(index);
        if (name.startsWith('--')) names.add(name);
      }
    };
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if ('style' in rule && rule.style instanceof CSSStyleDeclaration) declared(rule.style);
        if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) visit(rule.cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      // A file that failed to load (the stylesheet, held back here) has rules no one may read.
      try {
        visit(sheet.cssRules);
      } catch {
        continue;
      }
    }
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('[style]'))) declared(element.style);
    return [...names].sort();
  };
  return new Promise((resolve) => {
    // Two frames: animations and transitions started by the new rules settle (motion is reduced).
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        // The second snapshot reads what the first one did.
        const properties = store.inlineCssStyles?.properties ?? [
          ...Array.from(getComputedStyle(document.body)).filter((property) => !property.startsWith('--') && !layoutResolved.test(property)),
          ...customProperties(),
        ];
        const elements = [document.body, ...document.body.querySelectorAll('*')];
        const snapshot: Snapshot = elements.map((element) => {
          const computed = getComputedStyle(element);
          const values = [getComputedStyle(element, '::before').content, getComputedStyle(element, '::after').content];
          for (const property of properties) values.push(computed.getPropertyValue(property));
          // Where it is drawn, or, for what draws no box of its own (a hidden element, a symbol's
          // shapes), its nearest ancestor that does.
          let drawn: Element | null = element;
          while (drawn && drawn.getClientRects().length === 0) drawn = drawn.parentElement;
          const onScreen = (drawn ?? element).getBoundingClientRect().top < window.innerHeight;
          return { element: `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`, onScreen, values };
        });
        if (mode === 'record') {
          store.inlineCssStyles = { properties, snapshot };
          resolve({ counts: [snapshot.length, snapshot.length], onScreen: snapshot.filter((entry) => entry.onScreen).length, differences: [] });
          return;
        }
        const before = store.inlineCssStyles?.snapshot ?? [];
        const names = ['::before content', '::after content', ...properties];
        const differences: string[] = [];
        before.forEach(({ element, onScreen, values }, index) => {
          if (!onScreen && !snapshot[index]?.onScreen) return;
          values.forEach((value, at) => {
            const after = snapshot[index]?.values[at];
            if (value !== after && differences.length < 5) differences.push(`${element} ${names[at]}: ${value} (inline CSS) vs ${after} (every stylesheet)`);
          });
        });
        const onScreen = before.filter((entry, index) => entry.onScreen || snapshot[index]?.onScreen).length;
        resolve({ counts: [before.length, snapshot.length], onScreen, differences });
      }),
    );
  });
}

/** A tab for the inline CSS alone, reused by the pages checked on one screen. */
async function inlineOnlyTab(screen: { width: number; height: number }): Promise<Page> {
  const context = await browser().newContext({ viewport: screen, reducedMotion: 'reduce' });
  const page = await context.newPage();
  // No island wakes up, and the stylesheet the loader adds after the first paint does not come:
  // the page keeps what it painted first.
  await page.route(/\.js$/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  return page;
}

const stylesheetFile = /\.css$/;

async function inlineOnly(page: Page, path: string) {
  await page.route(stylesheetFile, (route) => route.abort());
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  // The loader has asked for the stylesheet, which does not come.
  await page.waitForSelector('link[rel="stylesheet"]', { state: 'attached' });
  await page.evaluate(() => document.fonts.ready);
}

async function addFullStylesheets(page: Page) {
  await page.unroute(stylesheetFile);
  await page.evaluate(
    async ({ id }) => {
      const assets = JSON.parse(document.getElementById(id)?.textContent ?? '{}') as PageAssets;
      await Promise.all(
        assets.stylesheets.map(
          (href) =>
            new Promise((resolve, reject) => {
              const link = document.createElement('link');
              link.rel = 'stylesheet';
              link.href = href;
              link.onload = resolve;
              link.onerror = reject;
              document.head.append(link);
            }),
        ),
      );
    },
    { id: assetsElementId },
  );
}

// The two screens side by side, a tab each: a comparison is the page's renderer reading thousands of
// computed values, one core's work, and each screen's pages take turns in its own tab. Each page is
// listed on both screens in turn, so the tests that run at once always hold both tabs busy.
describe.concurrent('critical CSS', () => {
  const tabs = screens.map((screen) => ({ screen, tab: pool(1, () => inlineOnlyTab(screen), (page) => page.context().close()) }));

  for (const path of paths) {
    for (const { screen, tab } of tabs) {
      it(`${path} at ${screen.width}x${screen.height}: the first screen paints the same with the inline CSS alone as with the stylesheet`, () =>
        tab.use(async (page) => {
          await inlineOnly(page, path);
          const inlineCss = await page.locator(`#${stylesElementId}`).textContent();
          expect(inlineCss?.length).toBeGreaterThan(1000);
          expect(await page.evaluate(linkedRules)).toBe(0);
          await page.evaluate(computedStyles, 'record' as const);
          await addFullStylesheets(page);
          expect(await page.evaluate(linkedRules)).toBeGreaterThan(100);
          const { counts, onScreen, differences } = await page.evaluate(computedStyles, 'compare' as const);
          expect(onScreen).toBeGreaterThan(30);
          expect(counts[1]).toBe(counts[0]);
          expect(differences).toEqual([]);
        }),
      );
    }
  }

  it.each(['/', '/water-damage-restoration-snellville-ga'])('%s: the inline CSS is the first screen’s, smaller than every rule the page uses', async (path) => {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const inline = new RegExp(`<style id="${stylesElementId}">([^<]*)</style>`).exec(html)?.[1] ?? '';
    // The footer is drawn by the stylesheet the loader adds after the first paint.
    const footerClass = /<footer class="([^" ]+)/.exec(html)?.[1] ?? '';
    expect(footerClass).not.toBe('');
    expect(inline).not.toContain(`.${footerClass}{`);
    const stylesheet = await (await fetch(`${baseUrl}${/<noscript><link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? ''}`)).text();
    expect(stylesheet).toContain(`.${footerClass}{`);
  });
});
