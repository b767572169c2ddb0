import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { assetsElementId, stylesElementId, type PageAssets } from '../../site/documentAssets';
import { viewTransitionStyleId } from '../../site/navigation';
import { chromiumForFile } from './chromium';
import { pool } from './concurrency';

/**
 * The prerenderer cuts each page's inline CSS to the rules its markup uses (site/prerender.ts); the
 * full stylesheets arrive after first paint. If the cut dropped a rule the page shows (a media query,
 * a state selector, a custom property), the first paint would differ from the finished page: a flash
 * of wrong styles, or a layout shift. This paints each page with the inline CSS alone, then adds the
 * full files, and compares every element's computed style.
 */

const baseUrl = inject('baseUrl');
const browser = chromiumForFile();

// One page of each kind, the not-found page among them.
const paths = [
  '/',
  '/contact',
  '/faq',
  '/blog',
  '/blog/insurance-claims-water-damage-guide',
  '/water-restoration',
  '/water-damage-restoration-snellville-ga',
  '/team',
  '/no-such-page',
];

interface StyleComparison {
  /** Elements styled: the first snapshot's, then the second's. */
  counts: [number, number];
  /** The first few properties whose value changed between the snapshots. */
  differences: string[];
}

/**
 * Every element's computed style, except the properties whose value is a laid-out length (sizes,
 * positions, `auto` margins): they move with image and font loading and say nothing about which rules
 * applied. Runs in the page: `record` keeps a snapshot there; `compare` takes another and returns how
 * it differs from the kept one, so the thousands of values never cross to the test.
 *
 * The properties are listed once per page, not read off each element: every element has the same
 * standard ones, and the custom ones an element can have are those a rule or a style attribute
 * declares. Enumerating each element's computed style cost more than reading its values.
 */
function computedStyles(mode: 'record' | 'compare'): Promise<StyleComparison> {
  type Snapshot = { element: string; values: string[] }[];
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
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
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
          return { element: `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`, values };
        });
        if (mode === 'record') {
          store.inlineCssStyles = { properties, snapshot };
          resolve({ counts: [snapshot.length, snapshot.length], differences: [] });
          return;
        }
        const before = store.inlineCssStyles?.snapshot ?? [];
        const names = ['::before content', '::after content', ...properties];
        const differences: string[] = [];
        before.forEach(({ element, values }, index) => {
          values.forEach((value, at) => {
            const after = snapshot[index]?.values[at];
            if (value !== after && differences.length < 5) differences.push(`${element} ${names[at]}: ${value} (inline CSS) vs ${after} (every stylesheet)`);
          });
        });
        resolve({ counts: [before.length, snapshot.length], differences });
      }),
    );
  });
}

/** A tab for the inline CSS alone, reused by the pages checked at one width. */
async function inlineOnlyTab(width: number): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  // Without the island loader the page keeps its inline CSS only: that is the first paint.
  await page.route(/\.js$/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  return page;
}

async function inlineOnly(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
}

async function addFullStylesheets(page: Page) {
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

describe('critical CSS', () => {
  for (const width of [390, 1280]) {
    const tab = pool(1, () => inlineOnlyTab(width), (page) => page.context().close());

    it.each(paths)(`%s at ${width} px paints the same with the inline CSS alone as with every stylesheet`, (path) =>
      tab.use(async (page) => {
        await inlineOnly(page, path);
        const inlineCss = await page.locator(`#${stylesElementId}`).textContent();
        expect(inlineCss?.length).toBeGreaterThan(1000);
        await page.evaluate(computedStyles, 'record' as const);
        await addFullStylesheets(page);
        expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count()).toBeGreaterThan(0);
        const { counts, differences } = await page.evaluate(computedStyles, 'compare' as const);
        expect(counts[0]).toBeGreaterThan(50);
        expect(counts[1]).toBe(counts[0]);
        expect(differences).toEqual([]);
      }),
    );
  }
});

describe('after first paint', () => {
  it.each(paths)('%s: no web font, inline or in the stylesheets added after paint', async (path) => {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const assetsJson = new RegExp(`<script id="${assetsElementId}" type="application/json">([^<]*)</script>`).exec(html)?.[1];
    const assets = JSON.parse(assetsJson ?? '{}') as PageAssets;
    expect(assets.stylesheets.length).toBeGreaterThan(0);
    // The device's own font: nothing to fetch before the first paint, nothing to swap after it.
    for (const href of assets.stylesheets) expect(await (await fetch(`${baseUrl}${href}`)).text(), href).not.toContain('@font-face');
    expect(html).not.toContain('@font-face');
    expect(html).not.toMatch(/as="font"|\.woff2/);
  });

  it('hydration inserts no stylesheet: React Aria finds its rule already in the prerendered head', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    // A string, not a function: the test runner's transform would add helpers the page does not have.
    await page.addInitScript(`
      window.addedStyles = [];
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) {
          if (node.nodeName === 'STYLE') window.addedStyles.push(node.id || node.textContent.slice(0, 60));
        }
      }).observe(document, { childList: true, subtree: true });
    `);
    await page.goto(`${baseUrl}/faq`, { waitUntil: 'load' });
    // The accordion hydrates on the first interaction with it.
    await page.locator('[data-accordion-trigger]').first().hover();
    await page.waitForSelector('site-island[data-island="FaqAccordion"][data-hydrated]', { state: 'attached' });
    const added = await page.evaluate(() => (window as unknown as { addedStyles: string[] }).addedStyles);
    // The parser's own three (React Aria's rule, the inline CSS, view transitions) and nothing after.
    expect(added).toEqual(['react-aria-pressable-style', stylesElementId, viewTransitionStyleId]);
    expect(await page.locator('#react-aria-pressable-style').count()).toBe(1);
    await context.close();
  });
});
