import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { photoKeyPattern, photoRules } from '../../functions/contract/photos';
import { fillTemplate } from '../../site/contact/formCopy';
import { contentFor } from '../../site/content/siteContent';
import { langInfo, languages, type Lang } from '../../site/i18n/lang';
import { localPath } from '../../site/i18n/paths';
import { axeViolations } from './support/axe';
import { chromiumForFile } from './support/chromium';
import { openSettled } from './support/settle';

/*
 * The contact form's photos in Chromium, against the built site: what jsdom cannot do (decode, draw,
 * encode a picture) is done here by the browser itself. The upload function and the bucket are
 * answered by the test on the site's own origin, which the pages' policy allows; the real ones, with
 * the S3 emulator of `npm start`, are the functions' own tests.
 */

const baseUrl = inject('baseUrl');
const distDir = inject('distDir');
const browser = chromiumForFile();

/** The photo code's file, from the build's manifest: the form must not ask for it before the visitor goes for the picker. */
const photoKitFile = (() => {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = Object.entries(manifest).find(([source]) => source.endsWith('contact/photos/photoKit.ts'));
  if (!entry) throw new Error('The build has no chunk for the photo code.');
  return `/${entry[1].file}`;
})();

/** A phone's photo, as a camera writes it: 4000x3000 shot sideways (EXIF orientation 6), with the camera's make and where it was taken. */
let cameraPhoto: Buffer;
/** A screenshot-sized PNG, with no metadata. */
let smallPicture: Buffer;

/** Whether an EXIF block points at a GPS directory (tag 0x8825, in either byte order). */
const hasGps = (exif: Buffer | undefined) => exif !== undefined && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

beforeAll(async () => {
  // Noise, which JPEG compresses badly, as it does a real photo's detail: the reduction has to work for its size.
  cameraPhoto = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#5a7896', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Basement 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 51/1 26/1', GPSLongitudeRef: 'W', GPSLongitude: '84/1 1/1 11/1' },
    })
    .jpeg({ quality: 92 })
    .toBuffer();
  const metadata = await sharp(cameraPhoto).metadata();
  // The test image is what it claims to be: a large, sideways photo that says where it was taken.
  expect([metadata.width, metadata.height, metadata.orientation]).toEqual([4000, 3000, 6]);
  expect(hasGps(metadata.exif)).toBe(true);
  smallPicture = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 90, b: 140 } } }).png().toBuffer();
}, 60_000);

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

interface BucketPost {
  url: string;
  contentType: string;
  body: Buffer;
}

/** The contact page at a phone's size, with the upload function and the bucket played on the site's origin. */
async function openContact(lang: Lang) {
  context = await browser().newContext({ viewport: { width: 390, height: 860 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const posts: BucketPost[] = [];
  const messages: Record<string, unknown>[] = [];
  const prefix = `test-${lang}-${Date.now().toString(36)}-photos-prefix`;
  await page.route('**/api/photo-upload', async (route) => {
    const { photos } = JSON.parse(route.request().postData() ?? '{}') as { photos: { type: string; size: number }[] };
    const uploads = photos.map((_, index) => {
      const key = `enquiry-photos/${prefix}/${index + 1}.jpg`;
      return { key, url: `${baseUrl}/test-bucket/${index + 1}`, fields: { key, 'Content-Type': photoRules.uploadType, Policy: 'cG9saWN5' } };
    });
    await route.fulfill({ json: { uploads } });
  });
  await page.route('**/test-bucket/*', async (route) => {
    const request = route.request();
    posts.push({ url: request.url(), contentType: (await request.headerValue('content-type')) ?? '', body: request.postDataBuffer() ?? Buffer.alloc(0) });
    await route.fulfill({ status: 204 });
  });
  await page.route('**/api/send-contact-email', async (route) => {
    messages.push(JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>);
    await route.fulfill({ json: { ok: true } });
  });
  await openSettled(page, `${baseUrl}${localPath(lang, '/contact')}`);
  const { form } = contentFor(lang).pages.contactPage;
  await page.locator(`#${form.anchorId}`).scrollIntoViewIfNeeded();
  await page.locator('site-island[data-island="ContactForm"][data-hydrated]').waitFor();
  return { page, scripts, posts, messages };
}

const words = (lang: Lang) => contentFor(lang).pages.photoMessages;
const addButton = (page: Page, lang: Lang) => page.getByRole('button', { name: words(lang).addLabel, exact: true });
const fileInput = (page: Page) => page.locator('site-island[data-island="ContactForm"] input[type="file"]');
const photoGroup = (page: Page, lang: Lang) => page.getByRole('group', { name: words(lang).label });
const notice = (page: Page, lang: Lang) => photoGroup(page, lang).getByRole('status');

/** The multipart body of a POST to the bucket, read as a browser's form would be: its fields in order. */
async function multipart(post: BucketPost): Promise<[string, FormDataEntryValue][]> {
  return [...(await new Response(new Uint8Array(post.body), { headers: { 'Content-Type': post.contentType } }).formData()).entries()];
}

describe.each(languages)('photos with the message (%s)', (lang) => {
  const { form } = contentFor(lang).pages.contactPage;

  it('fetches the photo code only when the visitor goes for the button, reduces each photo to a JPEG of at most 2560 px without EXIF, and sends their keys', async () => {
    const { page, scripts, posts, messages } = await openContact(lang);
    expect(scripts).not.toContain(photoKitFile);
    const kitRequested = page.waitForRequest((request: Request) => new URL(request.url()).pathname === photoKitFile);
    // Reaching the button by keyboard is going for it: the code starts coming before it is pressed.
    await addButton(page, lang).focus();
    await kitRequested;

    await fileInput(page).setInputFiles([
      { name: 'basement.jpg', mimeType: 'image/jpeg', buffer: cameraPhoto },
      { name: 'hall.png', mimeType: 'image/png', buffer: smallPicture },
    ]);
    const items = photoGroup(page, lang).getByRole('listitem');
    await expect.poll(() => items.getByText(words(lang).readyText, { exact: true }).count(), { timeout: 30_000 }).toBe(2);
    // Each described once, for screen readers: its place, its name and its size.
    const megabytes = (bytes: number) => new Intl.NumberFormat(langInfo[lang].locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(Math.max(0.1, bytes / 1024 / 1024));
    expect(await items.first().textContent()).toContain(fillTemplate(words(lang).description, { index: 1, count: 2, name: 'basement.jpg', size: megabytes(cameraPhoto.length) }));
    expect(await items.first().locator('img').getAttribute('alt')).toBe('');
    // WCAG 2.2 AA with the list on show, its remove buttons and thumbnails.
    expect(await axeViolations(page)).toEqual([]);

    const { labels } = form;
    await page.getByRole('textbox', { name: labels.fullName, exact: true }).fill('Photo Tester');
    await page.getByRole('textbox', { name: labels.email, exact: true }).fill('photo.tester@example.org');
    await page.getByRole('textbox', { name: labels.message, exact: true }).fill('The water heater burst; photos attached.');
    await page.getByRole('button', { name: form.submitLabel }).click();
    await page.getByText(form.successMessage).first().waitFor();

    // Both upload at once: taken in the form's order, which the signed URLs follow.
    const inOrder = posts.toSorted((a, b) => a.url.localeCompare(b.url));
    expect(inOrder.map((post) => new URL(post.url).pathname)).toEqual(['/test-bucket/1', '/test-bucket/2']);
    const reduced: { width?: number; height?: number; format?: string; exif?: Buffer }[] = [];
    for (const post of inOrder) {
      const fields = await multipart(post);
      // The policy's fields first, the file last, as S3 requires.
      expect(fields.map(([name]) => name)).toEqual(['key', 'Content-Type', 'Policy', 'file']);
      const file = fields.at(-1)?.[1] as File;
      expect(file.type).toBe(photoRules.uploadType);
      expect(file.size).toBeLessThanOrEqual(photoRules.maxUploadBytes);
      reduced.push(await sharp(Buffer.from(await file.arrayBuffer())).metadata());
    }
    const [photo, picture] = reduced;
    // Turned upright as the camera recorded it, and its long side brought down to the limit.
    expect([photo?.format, photo?.width, photo?.height]).toEqual(['jpeg', 1920, photoRules.longSide]);
    // A picture smaller than the limit keeps its size, and is a JPEG too.
    expect([picture?.format, picture?.width, picture?.height]).toEqual(['jpeg', 800, 600]);
    // Re-encoded: no EXIF at all, so no location and no camera.
    for (const metadata of reduced) {
      expect(metadata.exif).toBeUndefined();
      expect(hasGps(metadata.exif)).toBe(false);
    }
    expect(messages).toHaveLength(1);
    const keys = messages[0]?.photos as string[];
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(photoKeyPattern);
  });

  it('refuses a text file named .jpg, a 30 MB file and a 6th photo, each with its message, and removes photos by keyboard', async () => {
    const { page } = await openContact(lang);
    await addButton(page, lang).focus();
    await fileInput(page).setInputFiles([{ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('The water came in through the back door.') }]);
    await expect.poll(() => notice(page, lang).textContent()).toBe(fillTemplate(words(lang).notAnImage, { name: 'notes.jpg' }));

    // A JPEG's first bytes, and 30 MB in all: refused on its size before anything is read. Made in the
    // page, as Playwright's setInputFiles makes a file from a buffer (a File in a DataTransfer, then
    // `input` and `change`), rather than sent to it as 40 MB of base64.
    await fileInput(page).evaluate((input: HTMLInputElement, head: number[]) => {
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(head), new Uint8Array(30 * 1024 * 1024 - head.length)], 'huge.jpg', { type: 'image/jpeg' }));
      input.files = files.files;
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, [...cameraPhoto.subarray(0, 16)]);
    await expect.poll(() => notice(page, lang).textContent()).toBe(fillTemplate(words(lang).tooLarge, { name: 'huge.jpg', max: 25 }));

    const room = (n: number) => ({ name: `room-${n}.png`, mimeType: 'image/png', buffer: smallPicture });
    await fileInput(page).setInputFiles([1, 2, 3, 4, 5].map(room));
    const items = photoGroup(page, lang).getByRole('listitem');
    await expect.poll(() => items.getByText(words(lang).readyText, { exact: true }).count(), { timeout: 30_000 }).toBe(5);
    await fileInput(page).setInputFiles([room(6)]);
    await expect.poll(() => notice(page, lang).textContent()).toBe(fillTemplate(words(lang).tooMany, { name: 'room-6.png', max: photoRules.maxPhotos }));
    expect(await items.count()).toBe(5);

    // From the message box, Tab reaches the first photo's remove button, with a visible focus ring.
    await page.getByRole('textbox', { name: contentFor(lang).pages.contactPage.form.labels.message, exact: true }).focus();
    await page.keyboard.press('Tab');
    const removeFirst = page.getByRole('button', { name: fillTemplate(words(lang).removeLabel, { name: 'room-1.png' }) });
    expect(await removeFirst.evaluate((element) => element === document.activeElement && element.matches('[data-focus-visible]'))).toBe(true);
    const box = await removeFirst.boundingBox();
    // WCAG 2.2 target size: at least 24 by 24 CSS pixels.
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
    await page.keyboard.press('Enter');
    await expect.poll(() => items.count()).toBe(4);
    // Focus goes to the photo that took its place.
    const removeNext = page.getByRole('button', { name: fillTemplate(words(lang).removeLabel, { name: 'room-2.png' }) });
    await expect.poll(() => removeNext.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await notice(page, lang).textContent()).toBe(fillTemplate(words(lang).removed, { name: 'room-1.png' }));
  });
});
