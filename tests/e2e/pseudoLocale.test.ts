import { rmSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentFor } from '../../site/content/siteContent';
import { business } from '../../site/content/facts/business';
import { countyNames } from '../../site/content/facts/textFacts';
import { langInfo } from '../../site/i18n/lang';
import { startDevServer, type DevServer } from '../../functions/dev-server';
import { pseudoPrefix } from '../../scripts/pseudoLocale/generate';
import { pseudo } from '../../scripts/pseudoLocale/pseudo';
import { chromiumForFile } from './support/chromium';
import { madeHere, prebuilt } from './support/prebuilt';
import { openSettled, settledAfterLayout } from './support/settle';
import { makeGrownSite, type GrownSite } from './support/sites/grownSite';
import { person } from './support/sites/newEntriesSite';
import { pseudoPages as pages } from './support/sites/pseudoLocaleSite';

/*
 * A third language is a folder of words in each collection and a line in the language list, and
 * nothing else (scripts/pseudoLocale/generate.ts patches no module): a copy of the site (the one
 * newEntries.test.ts reads, support/sites/grownSite.ts) gets a pseudo-locale derived from English (every letter accented, every word about 30% longer, each string
 * in ⟦ ⟧), is built with a few of its pages, and each page is read in Chromium at 390 px. Any English
 * word left on it is a string that did not come through the language's words (a hard-coded one), and
 * the longer words must not push the page sideways.
 */

const browser = chromiumForFile();
const phone = 390;

/**
 * What stays as it is in every language, because it is a name or an address rather than words: the
 * brand, the e-mail address and web addresses, the home town and region as addresses write them, the
 * cities' names (pages and links are about them), the towns the contact page lists and the counties'
 * names, the team's names, the social networks' names (brands, as their icons are), and the language
 * switcher's names of the other languages, which each language writes in its own words.
 */
const en = contentFor('en');
const names = [
  business.name,
  business.email,
  business.homeTown.locality,
  business.homeTown.region,
  ...en.citySummaries.citySummaries.map((city) => city.name),
  ...en.pages.contactServiceAreas.filter((place) => !place.endsWith(' County')),
  // Counties by name ('Walton'): the language's words say 'County' around it.
  ...countyNames,
  ...en.team.team.map((member) => member.name),
  // The copy's new team member (support/sites/newEntriesSite.ts).
  person.en.name,
  ...['Facebook', 'Instagram', 'LinkedIn', 'YouTube'],
  langInfo.en.name,
  langInfo.es.name,
].sort((a, b) => b.length - a.length);
const addresses = /https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+\.(?:com|example|org)\b/g;
/**
 * Dates, which `Intl` writes in the language's locale: the pseudo-locale's is `en-XA`, which formats as
 * English does, so that numbers and dates keep working; month names are Intl's words, not the site's.
 */
const dates = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/g;

/** The English words left in a text once the names are taken out: two ASCII letters in a row, as pseudo text has none. */
function englishIn(text: string): string[] {
  const rest = names.reduce((left, name) => left.split(name).join(' '), text.replace(addresses, ' ').replace(dates, ' '));
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

/** Every text a reader sees or hears on the page: text nodes (hidden answers too), names, alternatives, the title. */
const pageTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, template, noscript')) continue;
      if (node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder], [aria-description]')) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-description']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return { lang: document.documentElement.lang, texts };
  });

const sidewaysScroll = (page: Page) => page.evaluate((width) => document.documentElement.scrollWidth - width, phone);

let copy: GrownSite | undefined;
let site: DevServer | undefined;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // Usually made and built while the files before this one ran (support/prebuilt.ts).
  copy = await prebuilt('grownSite', makeGrownSite, inject('prebuilds'));
  // The copy's build as `npm start` serves it, under the production headers.
  site = await startDevServer({ port: 0, sesPort: 0, retryIntervalMs: 0, staticDir: copy.client, log: () => undefined });
  context = await browser().newContext({ viewport: { width: phone, height: 860 } });
  page = await context.newPage();
}, 600_000);

afterAll(async () => {
  await context?.close();
  await site?.close();
  if (copy && madeHere('grownSite', inject('prebuilds'))) rmSync(copy.root, { recursive: true, force: true });
});

describe('a pseudo-locale built from English', () => {
  it('finds English words, and none in pseudo text or names', () => {
    expect(englishIn(`Call ${business.phone.display}`)).toEqual(['Call']);
    expect(englishIn(pseudo(`Serving ${business.homeTown.locality}, write to ${business.email}`))).toEqual([]);
  });

  it.each(pages)('%s: every text is pseudo-localised and nothing scrolls sideways at 390 px', async (path) => {
    await openSettled(page, `${site?.url}${path}`);
    const { lang, texts } = await pageTexts(page);
    expect(lang).toBe('xa');
    expect(texts.length).toBeGreaterThan(20);
    // Joined, so that a failure lists every text rather than the first few.
    const english = texts.filter((text) => englishIn(text).length > 0);
    expect(english.join('\n')).toBe('');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  it(`${pseudoPrefix}: the open menu fits at 390 px and its words are pseudo-localised`, async () => {
    await openSettled(page, `${site?.url}${pseudoPrefix}`);
    const toggle = page.getByRole('button', { name: pseudo(en.navigation.headerCopy.menuLabel) });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await settledAfterLayout(page);
    const menu = await page.locator('[popover]').evaluate((element) => (element as HTMLElement).innerText);
    expect(englishIn(menu)).toEqual([]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});
