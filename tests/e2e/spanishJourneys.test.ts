import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { contentFor } from '../../site/content/siteContent';
import { langInfo } from '../../site/i18n/lang';
import { chromiumForFile } from './support/chromium';
import { desktop, phone } from './support/journey';
import { watchProblems } from './support/pageProblems';
import { openSettled } from './support/settle';

/*
 * The journeys a visitor takes with a keyboard on the Spanish site, in a real browser against the built
 * site and the local functions, up to the office's email; and the not-found page, in both languages.
 */

const baseUrl = inject('baseUrl');
const sesUrl = inject('sesUrl');
const browser = chromiumForFile();
const es = contentFor('es');
const en = contentFor('en');

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
