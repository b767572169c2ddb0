import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { photoKeyPattern, photoRules } from '../../functions/contract/photos';
import { enquiryTableName, startDevServer, type DevServer } from '../../functions/dev-server';
import { localDynamoClient } from '../../functions/dev/localDynamo';
import type { Enquiry } from '../../functions/forms/enquiryStore';
import { contentFor } from '../../site/content/siteContent';
import { languages, type Lang } from '../../site/i18n/lang';
import { localPath } from '../../site/i18n/paths';
import { chromiumForFile } from './support/chromium';
import { openSettled } from './support/settle';

/*
 * Photos with a message from end to end, on `npm start`'s own servers: the upload function, the S3
 * emulator the browser posts each photo to, the contact function, DynamoDB and the SES emulator. A
 * server of this file's own, since one test stops its S3 emulator.
 */

const distDir = inject('distDir');
const browser = chromiumForFile();

interface StoredMail {
  subject: string;
  body: { text?: string };
  attachments?: { filename?: string; contentType: string; content: string }[];
}

let server: DevServer;
/** A phone's photo as a camera writes it: 4000x3000, with its make, model and where it was taken. */
let cameraPhoto: Buffer;
/** A screenshot-sized PNG. */
let screenshot: Buffer;
let context: BrowserContext | undefined;

/** Whether an EXIF block points at a GPS directory (tag 0x8825, in either byte order). */
const hasGps = (exif: Buffer | undefined) => exif !== undefined && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

beforeAll(async () => {
  server = await startDevServer({ port: 0, sesPort: 0, retryIntervalMs: 0, staticDir: `${distDir}/client`, log: () => undefined });
  cameraPhoto = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6b8aa5', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Basement 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 51/1 26/1', GPSLongitudeRef: 'W', GPSLongitude: '84/1 1/1 11/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
  const metadata = await sharp(cameraPhoto).metadata();
  // The test photo is what it claims to be: large, and it says where it was taken and with what.
  expect([metadata.width, metadata.height, hasGps(metadata.exif)]).toEqual([4000, 3000, true]);
  expect(metadata.exif?.includes(Buffer.from('TestCam'))).toBe(true);
  screenshot = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 90, b: 140 } } }).png().toBuffer();
}, 60_000);
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await server?.close();
});

const mails = async () => ((await (await fetch(`${server.sesUrl}/store`)).json()) as { emails: StoredMail[] }).emails;

async function storedWith(text: string): Promise<Enquiry | undefined> {
  const documents = DynamoDBDocumentClient.from(localDynamoClient(server.dynamoUrl));
  const { Items = [] } = await documents.send(new ScanCommand({ TableName: enquiryTableName }));
  return (Items as Enquiry[]).find((enquiry) => enquiry.email.Message?.Body?.Text?.Data?.includes(text));
}

async function openContact(lang: Lang): Promise<Page> {
  context = await browser().newContext({ viewport: { width: 390, height: 860 } });
  const page = await context.newPage();
  await openSettled(page, `${server.url}${localPath(lang, '/contact')}`);
  await page.locator(`#${contentFor(lang).pages.contactPage.form.anchorId}`).scrollIntoViewIfNeeded();
  await page.locator('site-island[data-island="ContactForm"][data-hydrated]').waitFor();
  return page;
}

const words = (lang: Lang) => contentFor(lang).pages.photoMessages;
const photoGroup = (page: Page, lang: Lang) => page.getByRole('group', { name: words(lang).label });

async function addPhotos(page: Page, lang: Lang, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByRole('button', { name: words(lang).addLabel, exact: true }).focus();
  await page.locator('site-island[data-island="ContactForm"] input[type="file"]').setInputFiles(files);
  const ready = photoGroup(page, lang).getByRole('listitem').getByText(words(lang).readyText, { exact: true });
  await expect.poll(() => ready.count(), { timeout: 30_000 }).toBe(files.length);
}

async function fillForm(page: Page, lang: Lang, message: string) {
  const { labels } = contentFor(lang).pages.contactPage.form;
  await page.getByRole('textbox', { name: labels.fullName, exact: true }).fill('Photo Sender');
  await page.getByRole('textbox', { name: labels.email, exact: true }).fill('photo.sender@example.org');
  await page.getByRole('textbox', { name: labels.message, exact: true }).fill(message);
}

describe.each(languages)('a message with photos, on the local servers (%s)', (lang) => {
  const { form } = contentFor(lang).pages.contactPage;

  it('reaches the office with both photos attached, at most 2560 px and without location or camera data, and the stored enquiry lists them', async () => {
    const page = await openContact(lang);
    await addPhotos(page, lang, [
      { name: 'basement.jpg', mimeType: 'image/jpeg', buffer: cameraPhoto },
      { name: 'hall.png', mimeType: 'image/png', buffer: screenshot },
    ]);
    const text = `Water in the basement, two photos (${lang}).`;
    await fillForm(page, lang, text);
    await page.getByRole('button', { name: form.submitLabel }).click();
    await page.getByText(form.successMessage).first().waitFor();

    const mail = (await mails()).find((candidate) => candidate.body.text?.includes(text));
    expect(mail?.attachments?.map((attachment) => attachment.contentType)).toEqual([photoRules.uploadType, photoRules.uploadType]);
    const attached = await Promise.all((mail?.attachments ?? []).map((attachment) => sharp(Buffer.from(attachment.content, 'base64')).metadata()));
    expect(attached.map((photo) => [photo.format, photo.width, photo.height])).toEqual([
      ['jpeg', photoRules.longSide, 1920],
      ['jpeg', 900, 600],
    ]);
    for (const [index, photo] of attached.entries()) {
      expect(photo.exif, `photo ${index + 1} has no EXIF`).toBeUndefined();
      expect(Buffer.from(mail?.attachments?.[index]?.content ?? '', 'base64').includes(Buffer.from('TestCam'))).toBe(false);
    }
    const stored = await storedWith(text);
    expect(stored?.photos).toHaveLength(2);
    for (const key of stored?.photos ?? []) expect(key).toMatch(photoKeyPattern);
    expect(stored?.photosNotReceived).toBe(0);
  });

  it('with the S3 emulator stopped, tells the visitor to text or email the photos, keeps what they typed, and sends the words without them', async () => {
    const page = await openContact(lang);
    await addPhotos(page, lang, [{ name: 'kitchen.png', mimeType: 'image/png', buffer: screenshot }]);
    const text = `The kitchen floor is wet; S3 is down (${lang}).`;
    await fillForm(page, lang, text);
    await server.stopS3();
    try {
      await page.getByRole('button', { name: form.submitLabel }).click();
      await page.getByText(form.successMessage).first().waitFor();
      // The photos' own line says so, where the list is (its phone number and address are filled in by the content).
      await expect.poll(() => photoGroup(page, lang).getByRole('status').textContent()).toBe(words(lang).unavailable);
    } finally {
      await server.startS3();
    }
    const mail = (await mails()).find((candidate) => candidate.body.text?.includes(text));
    expect(mail?.attachments ?? []).toEqual([]);
    expect(mail?.body.text).toContain('Photo Sender');
    expect(await storedWith(text)).toMatchObject({ status: 'sent', photos: [] });
  });
});
