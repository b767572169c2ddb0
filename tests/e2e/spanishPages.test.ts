import { describe, expect, inject, it } from 'vitest';
import { contentFor } from '../../site/content/siteContent';
import { business } from '../../site/content/facts/business';
import { newestFirst } from '../../site/routes/blogPages';
import { routeEntries } from '../../site/routes/routeTable';
import { feedSize } from '../../site/seo/rss';
import { chromiumForFile } from './support/chromium';
import { tabPool } from './support/concurrency';
import { phone } from './support/journey';
import { openSettled } from './support/settle';
import { englishInterfaceStrings, overflowOf } from './support/spanishReading';

/*
 * The Spanish pages, in a real browser against the built site: every page is there in Spanish and
 * pairs with its English twin in the site map and the feed, and what only a visitor's keys open fits
 * on a phone. Each Spanish page's text and fit are read with its audit, in the same load
 * (a11y.test.ts).
 */

const baseUrl = inject('baseUrl');
const browser = chromiumForFile();
const es = contentFor('es');

const absolute = (path: string) => `${business.siteUrl}${path}`;

describe('the Spanish site map and feed', () => {
  it('lists every page in both languages, each with its alternates', async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const [english, spanish] of routeEntries) {
      for (const route of [english, spanish]) {
        expect(xml).toContain(`<loc>${absolute(route?.path ?? '')}</loc>`);
      }
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${absolute(spanish?.path ?? '')}" />`);
    }
  });

  it('serves a Spanish feed at /es/blog/rss.xml with the newest Spanish articles', async () => {
    const response = await fetch(`${baseUrl}/es/blog/rss.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<language>es-us</language>');
    for (const article of newestFirst(es.articleSummaries.articleSummaries).slice(0, feedSize)) expect(xml).toContain(article.title);
  });
});

// The scan itself runs on every Spanish page with its audit (a11y.test.ts).
describe('no English interface text on a Spanish page', () => {
  it('knows the English strings it looks for', () => {
    expect(englishInterfaceStrings()).toEqual(expect.arrayContaining(['Call Now', 'Message Us', 'Skip to main content', 'Send Message', 'Full Name']));
  });
});

describe('longer Spanish words fit on a phone', () => {
  const tabs = tabPool(browser, 1, { viewport: { width: phone, height: 860 } });

  it('/es: the focused skip link and the open menu fit too', () =>
    tabs.use(async (tab) => {
      await openSettled(tab, `${baseUrl}/es`);
      await tab.keyboard.press('Tab');
      const skip = tab.getByRole('link', { name: es.navigation.headerCopy.skipLinkLabel });
      await expect.poll(() => skip.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await overflowOf(tab)).toEqual({ page: 0, clipped: [] });
      // The skip link itself is measured, not skipped as hidden.
      expect((await skip.boundingBox())?.width).toBeGreaterThan(100);

      const toggle = tab.getByRole('button', { name: es.navigation.headerCopy.menuLabel });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      const menuLinks = tab.locator('[popover]').getByRole('link');
      expect(await menuLinks.count()).toBe(es.navigation.mainNav.length);
      expect(await overflowOf(tab)).toEqual({ page: 0, clipped: [] });
    }),
  );
});
