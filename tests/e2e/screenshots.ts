/**
 * `npm run docs:screenshots`: the pictures of docs/editing.md, taken from the real editor. It builds
 * the editor (or finds it built, site/admin/build.ts), serves it as `npm run admin` does on a temporary
 * copy of the site (tests/siteCopy.ts: the working tree is never written), and runs the steps the
 * admin's browser tests run (tests/e2e/adminSteps.ts), taking each picture where the guide describes
 * it. Each is cropped to the part of the page it shows and written as a palette PNG to docs/images/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Locator, type Page } from 'playwright-core';
import sharp from 'sharp';
import { buildAdmin } from '../../site/admin/build';
import { adminContentSecurityPolicy } from '../../site/admin/contentSecurityPolicy';
import { startLocalAdmin } from '../../site/admin/localServer';
import { makeSiteCopy } from '../siteCopy';
import { addPhoto, answerFaq, changeOfficeHours, guideShots, openBusinessWords, signIn, sampleArticle, writeArticle, type Editor, type GuideShot } from './adminSteps';
import { assertChromium, chromeFlags, chromePath } from './chromePath';

const root = fileURLToPath(new URL('../../', import.meta.url));
const imagesDir = path.join(root, 'docs/images');
// A laptop's screen, at one pixel per pixel: the pictures stay small and read the same on any screen.
const viewport = { width: 1280, height: 800 };
/** Room around the parts a picture shows, so their borders are not cut. */
const margin = 8;

/** The smallest box around `parts`, with a margin, inside the window. */
async function boxAround(page: Page, parts: Locator[]) {
  await parts[0]?.scrollIntoViewIfNeeded();
  const boxes = await Promise.all(parts.map((part) => part.boundingBox()));
  const shown = boxes.filter((box) => box !== null);
  if (shown.length !== parts.length) throw new Error('A part of the picture is not on the page.');
  const left = Math.max(0, Math.min(...shown.map((box) => box.x)) - margin);
  const top = Math.max(0, Math.min(...shown.map((box) => box.y)) - margin);
  const right = Math.min(viewport.width, Math.max(...shown.map((box) => box.x + box.width)) + margin);
  const bottom = Math.min(viewport.height, Math.max(...shown.map((box) => box.y + box.height)) + margin);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

const taken = new Map<GuideShot, number>();

function snapper(page: Page) {
  return async (name: GuideShot, ...parts: Locator[]) => {
    const clip = await boxAround(page, parts);
    // No caret and no transitions caught halfway, so a picture taken again is the same picture.
    const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
    const small = await sharp(png).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
    writeFileSync(path.join(imagesDir, `${name}.png`), small);
    taken.set(name, small.length);
  };
}

assertChromium();
mkdirSync(imagesDir, { recursive: true });
const copy = makeSiteCopy('docs-screenshots-');
const built = await buildAdmin();
const admin = await startLocalAdmin({ servedRoot: built.servedRoot, repoDir: copy.root, port: 0, headers: { 'Content-Security-Policy': adminContentSecurityPolicy } });
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
try {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  const editor: Editor = { page, adminUrl: admin.adminUrl };
  const snap = snapper(page);

  await signIn(editor, snap);
  await openBusinessWords(editor);
  await changeOfficeHours(editor, { en: 'Monday to Saturday, 8 a.m. to 6 p.m.', es: 'lunes a sábado, de 8 a. m. a 6 p. m.' }, snap);
  await answerFaq(
    editor,
    {
      en: 'Yes. We reach any address in our area within {onSite}, day or night, and give you a written estimate before we start.',
      es: 'Sí. Llegamos en {onSite} a cualquier punto de nuestra zona, de día o de noche, y le damos un presupuesto por escrito antes de empezar.',
    },
    snap,
  );
  // One of the site's own photos, as a phone would send it.
  const photo = { name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: readFileSync(path.join(copy.root, 'site/assets/gallery/gallery-01.jpg')) };
  await addPhoto(editor, 17, photo, { en: 'A dried-out laundry room after a burst washer hose', es: 'Un lavadero ya seco tras romperse la manguera de la lavadora' }, snap);
  await writeArticle(
    editor,
    sampleArticle,
    snap,
  );
} finally {
  await browser.close();
  await admin.close();
  copy.remove();
}

const missing = guideShots.filter((name) => !taken.has(name));
if (missing.length > 0) throw new Error(`No step took ${missing.join(', ')}: each picture the guide shows needs a step that takes it.`);
for (const [name, bytes] of taken) console.log(`docs/images/${name}.png  ${(bytes / 1024).toFixed(0)} KB`);
