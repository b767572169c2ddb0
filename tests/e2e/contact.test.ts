import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { beaconPath } from '../../functions/contract/visits';
import { localEditorUrl } from '../../functions/dev-server';
import { createEdge } from '../../functions/dev/edge';
import { createStaticFiles } from '../../functions/dev/staticFiles';
import { contentFor } from '../../site/content/siteContent';
import { business } from '../../site/content/facts/business';
import { languages, type Lang } from '../../site/i18n/lang';
import { localPath } from '../../site/i18n/paths';
import { chromiumForFile } from './support/chromium';
import { openSettled, reloadSettled } from './support/settle';

const baseUrl = inject('baseUrl');
const sesUrl = inject('sesUrl');
const distDir = inject('distDir');

interface StoredMail {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

const browser = chromiumForFile();
let context: BrowserContext;
let page: Page;
let apiRequests: string[];

// The same built site, under the same headers, with no functions behind it: every /api call answers
// 404, as when the function is down or unreachable.
let functionsDown: Server;
let functionsDownUrl: string;

beforeAll(async () => {
  const edge = createEdge({ editorUrl: localEditorUrl, clientDir: `${distDir}/client` });
  const serveFiles = createStaticFiles({ root: `${distDir}/client` });
  functionsDown = createServer((req, res) => {
    const toOrigin = edge(req, res);
    if (toOrigin) void serveFiles(req, res, toOrigin.uri);
  });
  await new Promise<void>((resolve) => functionsDown.listen(0, '127.0.0.1', resolve));
  functionsDownUrl = `http://127.0.0.1:${(functionsDown.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => functionsDown?.close(resolve));
});
afterEach(async () => {
  await context?.close();
});

async function openContact(origin: string, lang: Lang = 'en') {
  const { form } = contentFor(lang).pages.contactPage;
  context = await browser().newContext({ viewport: { width: 390, height: 860 } });
  page = await context.newPage();
  apiRequests = [];
  page.on('request', (request) => {
    // What the form sends: the page's own visit beacon is no request of the form's.
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== beaconPath) apiRequests.push(request.url());
  });
  await openSettled(page, `${origin}${localPath(lang, '/contact')}`);
  // As a visitor does: the form's island hydrates as it comes near the screen.
  await page.locator(`#${form.anchorId}`).scrollIntoViewIfNeeded();
  await page.locator('site-island[data-island="ContactForm"][data-hydrated]').waitFor();
}

// Labels show a ' *' for required fields, but it is hidden from the accessible name.
const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });

type FormLabels = ReturnType<typeof contentFor>['pages']['contactPage']['form']['labels'];

async function fillForm(name: string, labels: FormLabels) {
  await field(labels.fullName).fill(name);
  await field(labels.email).fill('jane.tester@example.org');
  await field(labels.phone).fill('(770) 555-0100');
  await page.getByRole('combobox', { name: labels.serviceNeeded, exact: true }).selectOption('sewage-cleanup');
  await field(labels.message).fill('Sewage backed up into the basement floor drain this evening.');
}

async function mails(): Promise<StoredMail[]> {
  const response = await fetch(`${sesUrl}/store`);
  return ((await response.json()) as { emails: StoredMail[] }).emails;
}

describe('contact form', () => {
  const { form } = contentFor('en').pages.contactPage;
  const { labels } = form;

  // In Spanish, with the office's mail marked as such: tests/e2e/spanishJourneys.test.ts.
  it('delivers the message through the function to the mail emulator and resets the form', async () => {
    await openContact(baseUrl);
    const name = `Jane Tester ${Date.now()}`;
    await fillForm(name, labels);
    await page.getByRole('button', { name: form.submitLabel }).click();
    await page.getByText(form.successMessage).first().waitFor();
    expect(await field(labels.fullName).inputValue()).toBe('');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    const sent = (await mails()).filter((mail) => mail.subject.includes(name));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.replyTo).toEqual(['jane.tester@example.org']);
    expect(sent[0]?.subject).toContain('Sewage Cleanup');
    expect(sent[0]?.body.text).toContain('Sewage backed up into the basement floor drain');
    expect(sent[0]?.body.text).toContain('(770) 555-0100');
  });
});

describe.each(languages)('contact form (%s)', (lang) => {
  const { form } = contentFor(lang).pages.contactPage;
  const { labels } = form;
  const contactPath = localPath(lang, '/contact');

  it('sends nothing on an empty submit, shows the errors and focuses the first field', async () => {
    await openContact(baseUrl, lang);
    await page.getByRole('button', { name: form.submitLabel }).click();
    await expect.poll(() => field(labels.fullName).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await field(labels.fullName).getAttribute('aria-invalid')).toBe('true');
    expect(await field(labels.email).getAttribute('aria-invalid')).toBe('true');
    expect(await field(labels.message).getAttribute('aria-invalid')).toBe('true');
    expect(apiRequests).toEqual([]);
  });

  it('keeps what was typed before the form had hydrated', async () => {
    context = await browser().newContext({ viewport: { width: 390, height: 860 } });
    page = await context.newPage();
    // The form's code arrives late, as on a slow phone: the visitor is typing before it does. It is
    // held back until the typing is done, then let through.
    let deliverCode = () => {};
    const typed = new Promise<void>((resolve) => (deliverCode = resolve));
    await page.route(/\/assets\/ContactForm-[\w-]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(`${baseUrl}${contactPath}`, { waitUntil: 'domcontentloaded' });
    await field(labels.fullName).fill('Early Typist');
    await field(labels.message).fill('Water under the sink.');
    expect(await page.locator('site-island[data-island="ContactForm"]').getAttribute('data-hydrated')).toBeNull();
    deliverCode();
    await page.locator('site-island[data-island="ContactForm"][data-hydrated]').waitFor();
    expect(await field(labels.fullName).inputValue()).toBe('Early Typist');
    // And the form's own state has it: a later edit elsewhere does not put the old value back.
    await field(labels.email).fill('early@example.org');
    expect(await field(labels.fullName).inputValue()).toBe('Early Typist');
    expect(await field(labels.message).inputValue()).toBe('Water under the sink.');
  });

  it('keeps everything typed when the function is down, offers a call, and survives a reload', async () => {
    await openContact(functionsDownUrl, lang);
    await fillForm('Offline Tester', labels);
    await page.getByRole('button', { name: form.submitLabel }).click();
    await page.getByText(form.errorMessage).first().waitFor();
    const toastRegion = page.getByRole('region', { name: /notifica(tion|ción)/i });
    expect(await toastRegion.getByRole('link', { name: form.callActionLabel }).getAttribute('href')).toBe(
      business.phone.href,
    );
    expect(await field(labels.fullName).inputValue()).toBe('Offline Tester');
    expect(apiRequests.length).toBeGreaterThan(0);

    await reloadSettled(page);
    await page.locator(`#${form.anchorId}`).scrollIntoViewIfNeeded();
    await expect.poll(() => field(labels.fullName).inputValue()).toBe('Offline Tester');
    expect(await field(labels.message).inputValue()).toContain('Sewage backed up');
  });
});
