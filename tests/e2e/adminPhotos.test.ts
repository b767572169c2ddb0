import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, type AdminBuild } from '../../site/admin/build';
import { adminContentSecurityPolicy } from '../../site/admin/contentSecurityPolicy';
import { startLocalAdmin, type LocalAdmin } from '../../site/admin/localServer';
import { photoHasLocation } from '../../site/content/schema/photoBytes';
import { heicMessage, tooBigMessage } from '../../site/content/schema/photos';
import { contentProblems } from '../../site/content/schema/validate';
import { makeSiteCopy, type SiteCopy } from '../siteCopy';
import { addPhoto, columnFor, newGalleryPhoto, photoDescription, pressPublish, signIn as signInToEditor, upload, type Editor } from './adminSteps';
import { chromiumForFile } from './chromium';
import { watchProblems } from './pageProblems';

/**
 * A phone photo through the office's editor, offline: decap-server edits a temporary copy of the site
 * (tests/siteCopy.ts), the editor uploads a JPEG that says where it was taken, and a build of the copy
 * shows it in both languages' galleries with no metadata in any file a visitor can fetch.
 */
const browser = chromiumForFile();

let copy: SiteCopy;
let built: AdminBuild;
let admin: LocalAdmin;

beforeAll(async () => {
  copy = makeSiteCopy('admin-photos-');
  built = await buildAdmin();
  admin = await startLocalAdmin({ servedRoot: built.servedRoot, repoDir: copy.root, port: 0, headers: { 'Content-Security-Policy': adminContentSecurityPolicy } });
});

afterAll(async () => {
  await admin?.close();
  copy?.remove();
});

const galleryFolder = () => path.join(copy.root, 'site/assets/gallery');
const json = (file: string) => JSON.parse(readFileSync(path.join(copy.content, file), 'utf8')) as unknown;
const alts = { en: 'A dried-out laundry room after a burst washer hose', es: 'Un lavadero ya seco tras romperse la manguera de la lavadora' };

/** A phone's JPEG: a picture, the camera, and the place it was taken (33.87° N, 84.01° W: Snellville). */
async function phonePhoto(): Promise<Buffer> {
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#5a7d9a' } })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 52/1 12/1', GPSLongitudeRef: 'W', GPSLongitude: '84/1 0/1 36/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
  // The fixture really carries a position, or the test below would prove nothing.
  expect((await sharp(photo).metadata()).exif).toBeInstanceOf(Buffer);
  expect(photoHasLocation(photo)).toBe(true);
  return photo;
}

/** Image files under `dir` that still carry Exif or XMP, by sharp's reading. */
async function filesWithMetadata(dir: string): Promise<{ checked: number; withMetadata: string[] }> {
  const images = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(jpe?g|png|webp|avif)$/i.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const withMetadata: string[] = [];
  for (const file of images) {
    const metadata = await sharp(file).metadata();
    if (metadata.exif || metadata.xmp) withMetadata.push(path.relative(dir, file));
  }
  return { checked: images.length, withMetadata };
}

const editorOf = (page: Page): Editor => ({ page, adminUrl: admin.adminUrl });

async function signIn(page: Page) {
  const problems = watchProblems(page);
  await signInToEditor(editorOf(page));
  return problems;
}

describe('photos in the editor at /admin/', () => {
  // Longer than a test's usual minute: it also builds the copy (two pages, and the new photo's encoding).
  it('uploads a phone photo without its location into the gallery, and the build shows it in both languages in every format', { timeout: 180_000 }, async () => {
    const page = await browser().newPage();
    try {
      const problems = await signIn(page);
      // One entry: its place, the photo, and what it shows, English on the left and Spanish on the right.
      const photoSaved = await addPhoto(editorOf(page), 17, { name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: await phonePhoto() }, alts);
      expect(photoSaved.ok()).toBe(true);

      // The entry is named from its English description; it names the file alone, and the file is in the
      // folder the pipeline reads, redrawn by the editor: no position, no camera. Its size is the file's.
      expect(json('gallery/en/a-dried-out-laundry-room-after-a-burst-washer-hose.json')).toEqual({ order: 17, image: 'img_2041.jpg', alt: alts.en });
      expect(json('gallery/es/a-dried-out-laundry-room-after-a-burst-washer-hose.json')).toEqual({ alt: alts.es });
      const uploaded = readFileSync(path.join(galleryFolder(), 'img_2041.jpg'));
      const uploadedMetadata = await sharp(uploaded).metadata();
      expect(uploadedMetadata).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
      expect(uploadedMetadata.exif).toBeUndefined();
      expect(photoHasLocation(uploaded)).toBe(false);

      expect(contentProblems(copy.content)).toEqual([]);
      expect(problems.take()).toEqual([]);
    } finally {
      await page.context().close();
    }

    const client = await copy.build(['/', '/es']);
    const renditions = readdirSync(path.join(client, 'assets')).filter((file) => file.startsWith('img_2041-'));
    // Every format the pipeline makes (site/assets/images.ts), at each width up to the photo's own.
    for (const format of ['avif', 'webp', 'jpeg']) expect(renditions.filter((file) => file.endsWith(`.${format}`)), format).toHaveLength(3);
    // Both galleries hold it (after the first four, behind 'See More Work'), in AVIF and JPEG (the pages
    // name no WebP, site/components/Picture.tsx), described in the page's language; the gallery's thumbnails go up to 800 pixels wide (site/components/Gallery.tsx).
    for (const [page, alt] of [
      ['index.html', alts.en],
      ['es/index.html', alts.es],
    ] as const) {
      const html = readFileSync(path.join(client, page), 'utf8');
      const shown = [...html.matchAll(/\/assets\/(img_2041-[\w-]+\.\w+)/g)].map((match) => match[1] ?? '');
      expect(html.includes(`alt="${alt}"`), `${page}: ${alt}`).toBe(true);
      expect(new Set(shown.map((file) => file.split('.').pop())), page).toEqual(new Set(['avif', 'jpeg']));
      expect(shown.every((file) => renditions.includes(file)), page).toBe(true);
    }

    // Nothing a visitor can fetch says where a photo was taken: the site's pictures, and the editor's.
    const site = await filesWithMetadata(client);
    expect(site.checked).toBeGreaterThan(100);
    expect(site.withMetadata).toEqual([]);
    const editor = await filesWithMetadata(built.dir);
    expect(editor.checked).toBeGreaterThan(20);
    expect(editor.withMetadata).toEqual([]);
  });

  it('refuses a photo over 10 MB when it is chosen, and a HEIC before anything is saved, saying what to do', async () => {
    const page = await browser().newPage();
    const before = readdirSync(path.join(copy.content, 'gallery/en'));
    try {
      const problems = await signIn(page);
      await newGalleryPhoto(editorOf(page), 18);
      // Described in both languages, so the photo is all that is wrong (Decap checks the English column's required fields itself).
      for (const lang of ['en', 'es'] as const) await columnFor(page, lang).getByLabel(photoDescription, { exact: true }).fill(alts[lang]);

      const alerted = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))));
      await upload(page, { name: 'IMG_2042.JPG', mimeType: 'image/jpeg', buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10_500_000)]) });
      expect(await alerted).toBe(tooBigMessage());

      await page.locator('input[type="file"]').setInputFiles({ name: 'IMG_2043.HEIC', mimeType: 'image/heic', buffer: Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1') });
      await page.getByRole('button', { name: 'Choose selected' }).click();
      await pressPublish(page);
      const escaped = heicMessage.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await page.getByText(new RegExp(`Nothing was saved\\. English: Photo: ${escaped}`)).waitFor();
      expect(readdirSync(path.join(copy.content, 'gallery/en'))).toEqual(before);
      expect(existsSync(path.join(galleryFolder(), 'img_2043.heic'))).toBe(false);
      expect(existsSync(path.join(galleryFolder(), 'img_2042.jpg'))).toBe(false);
      // Decap logs the refused save, and leaves its rejection unhandled (as for any refused entry).
      expect(problems.take()).toEqual([expect.stringContaining('console.error: Error: Nothing was saved.'), 'uncaught: Object']);
    } finally {
      await page.context().close();
    }
  });
});
