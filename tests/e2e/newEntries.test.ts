import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textFactsIn } from '../../site/content/facts/textFacts';
import { contentProblems } from '../../site/content/schema/validate';
import { makeSiteCopy, type SiteCopy } from '../siteCopy';

/*
 * A new person on the team and a new work photo, each one entry as the editor writes it: a file for
 * each language, the name, photo and place in the default language's alone, nothing typed twice and no
 * size typed at all. A copy of the site with them builds, and both languages' pages show them, each
 * photo at the size of its own file.
 */

let copy: SiteCopy;
let client: string;

/** A photo of `width` by `height`, as a phone might send it once the editor has redrawn it. */
const photo = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } }).jpeg({ quality: 80 }).toBuffer();

const person = {
  en: { order: 6, name: 'Ana López', image: 'ana-lopez.jpg', role: 'Estimator', description: 'Ana writes the estimates and has walked flooded basements with us since {foundedYear}.' },
  es: { role: 'Estimadora', description: 'Ana prepara los presupuestos y recorre sótanos inundados con nosotros desde {foundedYear}.' },
};
const workPhoto = {
  en: { order: 17, image: 'kitchen-dry-out.jpg', alt: 'A kitchen floor drying under air movers after a dishwasher leak' },
  es: { alt: 'El piso de una cocina secándose con ventiladores tras una fuga del lavaplatos' },
};

beforeAll(async () => {
  copy = makeSiteCopy('new-entries-');
  writeFileSync(path.join(copy.root, 'site/assets/team/ana-lopez.jpg'), await photo(500, 600, '#7a8a99'));
  writeFileSync(path.join(copy.root, 'site/assets/gallery/kitchen-dry-out.jpg'), await photo(640, 480, '#5a7d9a'));
  for (const lang of ['en', 'es'] as const) {
    writeFileSync(path.join(copy.content, `team/${lang}/ana-lopez.json`), `${JSON.stringify(person[lang], null, 2)}\n`);
    writeFileSync(path.join(copy.content, `gallery/${lang}/kitchen-dry-out.json`), `${JSON.stringify(workPhoto[lang], null, 2)}\n`);
  }
  client = await copy.build(['/', '/es', '/team', '/es/equipo']);
}, 300_000);

afterAll(() => copy?.remove());

const html = (file: string) => readFileSync(path.join(client, file), 'utf8');

/** The `<img>` with `alt` on a page: its width and height. */
function imageSize(page: string, alt: string): { width: number; height: number } | undefined {
  const tag = html(page)
    .match(/<img\b[^>]*>/g)
    ?.find((img) => img.includes(`alt="${alt}"`));
  if (tag === undefined) return undefined;
  return { width: Number(/\bwidth="(\d+)"/.exec(tag)?.[1]), height: Number(/\bheight="(\d+)"/.exec(tag)?.[1]) };
}

describe('a new team member and a new work photo, one entry each', () => {
  it('are what the build accepts', () => {
    expect(contentProblems(copy.content)).toEqual([]);
  });

  it.each([
    ['index.html', workPhoto.en.alt],
    ['es/index.html', workPhoto.es.alt],
  ])('%s: the photo is in the gallery, described in the page’s language, at its file’s size', (page, alt) => {
    expect(imageSize(page, alt)).toEqual({ width: 640, height: 480 });
  });

  it.each([
    ['team/index.html', 'en', person.en.role, person.en.description],
    ['es/equipo/index.html', 'es', person.es.role, person.es.description],
  ] as const)('%s: the person is on the team page, in the page’s language, with the photo at its file’s size', (page, lang, role, description) => {
    const text = html(page);
    expect(text).toContain(`>${person.en.name}<`);
    expect(text).toContain(`>${role}<`);
    expect(text).toContain(description.replace('{foundedYear}', textFactsIn(lang).foundedYear));
    const portrait = /<img\b[^>]*src="[^"]*\/ana-lopez-[^"]*"[^>]*>/.exec(text)?.[0] ?? '';
    expect([/\bwidth="(\d+)"/.exec(portrait)?.[1], /\bheight="(\d+)"/.exec(portrait)?.[1]], 'the person’s photo').toEqual(['500', '600']);
  });
});
