import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { contentFor } from '../../site/content/siteContent';
import { business } from '../../site/content/facts/business';
import { langInfo } from '../../site/i18n/lang';
import { newestFirst } from '../../site/routes/blogPages';
import { routeEntries, routesIn } from '../../site/routes/routeTable';
import { feedSize } from '../../site/seo/rss';
import { textLeaves } from '../site/textLeaves';
import { chromiumForFile } from './support/chromium';
import { tabPool } from './support/concurrency';
import { watchProblems } from './support/pageProblems';
import { openSettled } from './support/settle';

/*
 * The Spanish site, in a real browser against the built site and the local functions: every page is
 * there in Spanish and says so, pairs with its English twin, shows no English interface text, and the
 * journeys a visitor takes with a keyboard work in Spanish, up to the office's email.
 */

const baseUrl = inject('baseUrl');
const sesUrl = inject('sesUrl');
const browser = chromiumForFile();
const es = contentFor('es');
const en = contentFor('en');
const phone = 390;
const desktop = 1280;

let context: BrowserContext;
let page: Page;
let watcher: ReturnType<typeof watchProblems> | undefined;

afterEach(async () => {
  if (watcher) expect(watcher.problems).toEqual([]);
  await context?.close();
});

async function open(path: string, width: number) {
  context = await browser().newContext({ viewport: { width, height: 860 } });
  page = await context.newPage();
  watcher = watchProblems(page);
  const response = await openSettled(page, `${baseUrl}${path}`);
  return response;
}

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

describe('keyboard journeys in Spanish', () => {
  it('/es: the skip link, then the menu opens from the keyboard and leads to a Spanish page', async () => {
    await open('/es', phone);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: es.navigation.headerCopy.skipLinkLabel });
    await expect.poll(() => skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

    const toggle = page.getByRole('button', { name: es.navigation.headerCopy.menuLabel });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const contact = es.navigation.mainNav.find((item) => item.href === '/es/contacto');
    const link = page.locator('[popover]').getByRole('link', { name: contact?.label });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/es/contacto`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(es.pages.contactPage.heading);
  });

  it('/es: the language link is reachable by Tab and leads to the English home', async () => {
    await open('/es', desktop);
    const english = page.getByRole('link', { name: 'English', exact: true });
    let reached = false;
    for (let step = 0; step < 10 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      reached = await english.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    // A visible focus ring on it.
    expect(await english.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(langInfo.en.htmlLang);
  });
});

interface StoredMail {
  subject: string;
  replyTo: string[];
  body: { text?: string };
}

async function mails(): Promise<StoredMail[]> {
  const response = await fetch(`${sesUrl}/store`);
  return ((await response.json()) as { emails: StoredMail[] }).emails;
}

describe('the contact form in Spanish', () => {
  const { form } = es.pages.contactPage;
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });

  async function openForm() {
    await open('/es/contacto', phone);
    await page.locator(`#${form.anchorId}`).scrollIntoViewIfNeeded();
    await page.locator('site-island[data-island="ContactForm"][data-hydrated]').waitFor();
  }

  it('says what is missing in Spanish, from the keyboard', async () => {
    await openForm();
    await field(form.labels.fullName).focus();
    const submit = page.getByRole('button', { name: form.submitLabel });
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => field(form.labels.fullName).evaluate((element) => element === document.activeElement)).toBe(true);
    const { byField, byCode } = es.pages.formErrorMessages;
    await page.getByText(byField.fullName.required).waitFor();
    expect(await page.getByText(byField.email.required).count()).toBe(1);
    expect(await page.getByText(byField.message.required).count()).toBe(1);
    await field(form.labels.email).fill('no-es-un-correo');
    await field(form.labels.email).press('Tab');
    await submit.click();
    await page.getByText(byCode.invalid_email).waitFor();
  });

  it('sends with the keyboard; the toast is Spanish and the office email is marked as Spanish', async () => {
    await openForm();
    const name = `Juana Prueba ${Date.now()}`;
    await field(form.labels.fullName).focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('juana.prueba@example.org');
    await page.keyboard.press('Tab');
    await page.keyboard.type('(770) 555-0101');
    await page.getByRole('combobox', { name: form.labels.serviceNeeded, exact: true }).selectOption('water-restoration');
    // The service list reads in Spanish: the service's entry names it for the form.
    expect(await page.locator('option[value="water-restoration"]').textContent()).toBe(contentFor('es').services.findService('water-restoration')?.formLabel);
    await field(form.labels.message).focus();
    await page.keyboard.type('Se inundó el sótano anoche.');
    await page.getByRole('button', { name: form.submitLabel }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(form.successMessage).first().waitFor();
    // React Aria's own words in the toast region are Spanish too, and so are the toast's.
    const region = page.getByRole('region', { name: /notificación/ });
    await region.waitFor();
    expect(await region.getByRole('button', { name: 'Cerrar notificación' }).count()).toBe(1);

    await expect.poll(async () => (await mails()).filter((mail) => mail.subject.includes(name)).length).toBe(1);
    const [sent] = (await mails()).filter((mail) => mail.subject.includes(name));
    expect(sent?.subject.startsWith('[Español]')).toBe(true);
    expect(sent?.body.text).toContain('Language: Spanish');
    expect(sent?.body.text).toContain('Se inundó el sótano anoche.');
    expect(sent?.replyTo).toEqual(['juana.prueba@example.org']);
  });
});

describe('the not-found page', () => {
  it('says it in both languages, the Spanish part marked as Spanish', async () => {
    context = await browser().newContext({ viewport: { width: desktop, height: 860 } });
    page = await context.newPage();
    // The 404 status is the point here, and the browser logs it: no problem watcher on this page.
    watcher = undefined;
    const response = await openSettled(page, `${baseUrl}/es/no-existe`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(en.pages.notFoundPage.message);
    const spanish = page.locator('section[lang="es"]');
    expect(await spanish.getByRole('heading', { level: 2 }).textContent()).toBe(es.pages.notFoundPage.message);
    expect(await spanish.getByRole('link', { name: es.pages.notFoundPage.homeLabel }).getAttribute('href')).toBe('/es');
  });
});
