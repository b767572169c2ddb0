import { describe, expect, inject, it } from 'vitest';
import { assetsElementId, stylesElementId, type PageAssets } from '../../site/documentAssets';
import { viewTransitionStyleId } from '../../site/navigation';
import { chromiumForFile } from './support/chromium';
import { linkedRules, pagesOfEachKind as paths } from './support/pageStyles';

/**
 * How the full stylesheet reaches a page after its first paint (the inline CSS alone is checked in
 * criticalCss.test.ts): with scripts and without, with no web font, and without hydration adding a
 * stylesheet of its own.
 */

const baseUrl = inject('baseUrl');
const browser = chromiumForFile();

describe('the stylesheet', () => {
  it.each([
    ['with scripts, added once the page has painted', true],
    ['without scripts, from the page’s <noscript> link', false],
  ] as const)('comes %s', async (_how, javaScript) => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: javaScript });
    try {
      const tab = await context.newPage();
      await tab.goto(`${baseUrl}/water-damage-restoration-snellville-ga`, { waitUntil: 'load' });
      if (javaScript) await tab.waitForFunction(() => document.documentElement.hasAttribute('data-islands-settled'));
      const footerBackground = () => tab.locator('footer').evaluate((footer) => getComputedStyle(footer).backgroundColor);
      expect(await tab.evaluate(linkedRules)).toBeGreaterThan(100);
      // The footer is dark: its rules are in the file, not inline.
      expect(await footerBackground()).not.toBe('rgba(0, 0, 0, 0)');
    } finally {
      await context.close();
    }
  });
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
