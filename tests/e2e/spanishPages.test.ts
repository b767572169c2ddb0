import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { contentFor } from '../../site/content/siteContent';
import { business } from '../../site/content/facts/business';
import { newestFirst } from '../../site/routes/blogPages';
import { routeEntries, routesIn } from '../../site/routes/routeTable';
import { feedSize } from '../../site/seo/rss';
import { textLeaves } from '../site/textLeaves';
import { chromiumForFile } from './support/chromium';
import { tabPool } from './support/concurrency';
import { desktop, phone } from './support/journey';
import { openSettled } from './support/settle';

/*
 * The Spanish pages, in a real browser against the built site: every page is there in Spanish, pairs
 * with its English twin in the site map, shows no English interface text, and fits on a phone.
 */

const baseUrl = inject('baseUrl');
const browser = chromiumForFile();
const es = contentFor('es');
const en = contentFor('en');

const absolute = (path: string) => `${business.siteUrl}${path}`;

/**
 * One tab at the given width for a describe block's pages, one after another: a page that is only
 * loaded and read keeps the browser busy all along, so loading several at once is slower.
 */
const tabsAt = (width: number) => tabPool(browser, 1, { viewport: { width, height: 860 } });

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

/**
 * The English interface: every word of navigation, buttons, labels, messages and headings the English
 * copy holds, minus what is the same in Spanish (the brand, the phone, city names, 'Blog').
 */
function englishInterfaceStrings(): string[] {
  const { navigation, pages, home } = en;
  const englishUi = [
    ...textLeaves({ mainNav: navigation.mainNav, headerCopy: navigation.headerCopy, footer: navigation.footer }),
    ...textLeaves({ breadcrumbCopy: navigation.breadcrumbCopy, embedCopy: navigation.embedCopy, cta: navigation.emergencyCtaCopy }),
    ...textLeaves(pages),
    ...textLeaves(home.homePage),
    ...textLeaves(en.articleSummaries.blogCategoryLabels),
    ...en.faqs.faqs.map((item) => item.question),
  ];
  const spanish = new Set(
    textLeaves({ navigation: es.navigation, pages: es.pages, home: es.home.homePage, labels: es.articleSummaries.blogCategoryLabels }),
  );
  return [...new Set(englishUi)].filter(
    (text) => text.length >= 3 && !spanish.has(text) && !/^(\/|https?:|mailto:|tel:)/.test(text) && /[a-z]/i.test(text),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Names that stay English on the Spanish site because they are names: the brand, places (a landmark
 * such as 'Historic Walton County Courthouse' contains 'Walton County', 'Main Street' contains 'Main')
 * and the cloud provider the privacy page names. They are taken out before the scan.
 */
const properNames = [
  business.name,
  'Amazon Web Services',
  'Main Street',
  'Town Green',
  ...es.cities.cities.flatMap((city) => [...city.landmarks, ...city.neighborhoods]),
].sort((a, b) => b.length - a.length);

describe('no English interface text on a Spanish page', () => {
  const strings = englishInterfaceStrings();
  const patterns = strings.map((text) => [text, new RegExp(`(^|[^\\p{L}])${escapeRegExp(text)}($|[^\\p{L}])`, 'u')] as const);
  const tabs = tabsAt(desktop);

  it('knows the English strings it looks for', () => {
    expect(strings).toEqual(expect.arrayContaining(['Call Now', 'Message Us', 'Skip to main content', 'Send Message', 'Full Name']));
  });

  it.each(routesIn('es').map((route) => route.path))('%s', async (path) => {
    // What a reader sees and hears: the visible text, plus the names only screen readers get.
    const text = await tabs.use(async (tab) => {
      await tab.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
      return tab.evaluate(() => {
      const named = Array.from(document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')).map((element) =>
        ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? '').join(' '),
      );
      return `${document.body.innerText}\n${named.join('\n')}\n${document.title}`;
      });
    });
    const withoutNames = properNames.reduce((rest, name) => rest.split(name).join(' '), text);
    const found = patterns.filter(([, pattern]) => pattern.test(withoutNames)).map(([english]) => english);
    expect(found).toEqual([]);
  });
});

describe('longer Spanish words fit on a phone', () => {
  const tabs = tabsAt(phone);

  /** Sideways scrolling of the page, and the visible controls and headings whose words are cut off. */
  const overflowOf = (target: Page) =>
    target.evaluate(() => {
      const page = document.documentElement.scrollWidth - document.documentElement.clientWidth;
      const clipped = Array.from(document.querySelectorAll<HTMLElement>('a, button, h1, h2, h3, label, summary'))
        .filter((element) => {
          if (!element.checkVisibility()) return false;
          const box = element.getBoundingClientRect();
          // Visually hidden on purpose (the skip link until it has focus): checked with focus below.
          if (box.width <= 1 && box.height <= 1) return false;
          const cut = element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible';
          return cut || box.right > document.documentElement.clientWidth + 1;
        })
        .map((element) => element.textContent?.trim() ?? '');
      return { page, clipped };
    });

  it.each(routesIn('es').map((route) => route.path))('%s: no sideways scrolling, no clipped control', (path) =>
    tabs.use(async (tab) => {
      // Settled: the full stylesheet has come (the inline CSS styles the first screen only), and a page
      // measured before it, on a busy machine, overflowed by the width of what it had not yet styled.
      await openSettled(tab, `${baseUrl}${path}`);
      expect(await overflowOf(tab)).toEqual({ page: 0, clipped: [] });
    }),
  );

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
