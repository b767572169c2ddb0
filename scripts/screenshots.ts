/**
 * `npm run docs:screenshots`: the pictures of docs/editing.md, taken from the real editor on the site's
 * own content. It builds the editor (or finds it built, site/admin/build.ts), serves it as `npm run
 * admin` does, hands it a copy of this working tree's content and photos (tests/e2e/support/editorWorkspace.ts:
 * the working tree is never written), and runs the steps the editor's browser tests run
 * (tests/e2e/support/editorSteps.ts), taking each picture where the guide describes it: on a laptop's window,
 * and the hours on a 390-pixel phone. Each is written as a palette PNG to docs/images/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Locator, type Page } from 'playwright-core';
import sharp from 'sharp';
import { buildAdmin } from '../site/admin/build';
import { startLocalEditor } from '../site/admin/localServer';
import { makeSiteCopy } from '../tests/siteCopy';
import { assertChromium, chromeFlags, chromePath } from '../tests/e2e/support/chromePath';
import { waitForCollections } from '../tests/e2e/support/editorControls';
import { addPerson, answerQuestion, changeHoursOnPhone, changeOfficeHours, guideShots, mistypePlaceholder, sampleArticle, writeArticle, type GuideShot } from '../tests/e2e/support/editorSteps';
import { openWorkspace } from '../tests/e2e/support/editorWorkspace';

const root = fileURLToPath(new URL('../', import.meta.url));
const imagesDir = path.join(root, 'docs/images');
// A laptop's screen and a phone's, at one pixel per pixel: the pictures stay small.
const laptop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
/** Room around the parts a picture shows, so their borders are not cut. */
const margin = 8;

/** The smallest box around `parts`, with a margin, inside the window. */
async function boxAround(page: Page, parts: Locator[]) {
  const viewport = page.viewportSize() ?? laptop;
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
    const clip = parts.length > 0 ? await boxAround(page, parts) : undefined;
    // No caret and no transitions caught halfway, so a picture taken again is the same picture.
    const png = await page.screenshot({ ...(clip ? { clip } : {}), animations: 'disabled', caret: 'hide' });
    const small = await sharp(png).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
    writeFileSync(path.join(imagesDir, `${name}.png`), small);
    taken.set(name, small.length);
  };
}

/** One of the site's own photos, as a phone would send it. */
const sitePhoto = async (file: string, name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp(path.join(root, file)).jpeg({ quality: 90 }).toBuffer(),
});

assertChromium();
mkdirSync(imagesDir, { recursive: true });
const copy = makeSiteCopy('docs-screenshots-');
const built = await buildAdmin();
const editor = await startLocalEditor({ servedRoot: built.servedRoot, port: 0 });
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
try {
  const wide = await openWorkspace(browser, editor.adminUrl, copy.root, { viewport: laptop });
  const { page } = wide;
  const snap = snapper(page);
  await waitForCollections(page, snap);
  await changeOfficeHours(page, { en: 'Monday to Saturday, 8 a.m. to 6 p.m.', es: 'lunes a sábado, de 8 a. m. a 6 p. m.' }, snap);
  await answerQuestion(
    page,
    'response-time',
    {
      en: 'Yes. We reach any address in our area within {onSite}, day or night, and give you a written estimate before we start.',
      es: 'Sí. Llegamos en {onSite} a cualquier punto de nuestra zona, de día o de noche, y le damos un presupuesto por escrito antes de empezar.',
    },
    snap,
  );
  await addPerson(
    page,
    {
      name: 'Ana Ruiz',
      order: 6,
      role: { en: 'Estimator', es: 'Estimadora' },
      about: { en: 'Ana meets you at the door within {onSite} and writes the estimate with you.', es: 'Ana lo recibe en la puerta en {onSite} y prepara el presupuesto con usted.' },
      photo: await sitePhoto('site/assets/team/jason-reyes.jpg', 'IMG_2041.JPG'),
    },
    snap,
  );
  await writeArticle(
    page,
    {
      ...sampleArticle,
      photo: await sitePhoto('site/assets/blog/emergency-water-damage-response-24-hours.jpg', 'IMG_2043.JPG'),
    },
    snap,
  );
  await mistypePlaceholder(page, 'restoration-time', 'La mayoría de las casas se secan en {diasTipicos}.', snap);
  await wide.close();

  const narrow = await openWorkspace(browser, editor.adminUrl, copy.root, { viewport: phone });
  await changeHoursOnPhone(narrow.page, 'Emergency', { en: 'Emergency line answered 24/7, holidays too', es: 'Línea de emergencia atendida 24/7, también en días festivos' }, undefined, snapper(narrow.page));
  await narrow.close();
} finally {
  await browser.close();
  await editor.close();
  copy.remove();
}

const missing = guideShots.filter((name) => !taken.has(name));
if (missing.length > 0) throw new Error(`No step took ${missing.join(', ')}: each picture the guide shows needs a step that takes it.`);
for (const [name, bytes] of taken) console.log(`docs/images/${name}.png  ${(bytes / 1024).toFixed(0)} KB`);
