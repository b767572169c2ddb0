import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { contentProblems } from '../../../../site/content/schema/validate';
import type { SiteCopy } from '../../../siteCopy';

/*
 * What tests/e2e/newEntries.test.ts adds to its copy of the site (support/sites/grownSite.ts): a new
 * person on the team and a new work photo, each one entry as the editor writes it; a fifth service
 * with a page in each city, as files and no code; and a new contact form field, one declaration in the
 * contract and its labels.
 */

/** A photo of `width` by `height`, as a phone might send it once the editor has redrawn it. */
const photo = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } }).jpeg({ quality: 80 }).toBuffer();

export const person = {
  en: { order: 6, name: 'Ana López', image: 'ana-lopez.jpg', role: 'Estimator', description: 'Ana writes the estimates and has walked flooded basements with us since {foundedYear}.' },
  es: { role: 'Estimadora', description: 'Ana prepara los presupuestos y recorre sótanos inundados con nosotros desde {foundedYear}.' },
};
export const workPhoto = {
  en: { order: 17, image: 'kitchen-dry-out.jpg', alt: 'A kitchen floor drying under air movers after a dishwasher leak' },
  es: { alt: 'El piso de una cocina secándose con ventiladores tras una fuga del lavaplatos' },
};

/** The fifth service, written from the fourth's files with its own addresses, words and picture. */
export const fifth = { id: 'fire-damage-restoration', es: 'restauracion-de-danos-por-incendio', title: { en: 'Fire Damage Restoration', es: 'Restauración de daños por incendio' }, image: 'gallery/fire-damage.jpg' };
const cities = ['loganville', 'grayson', 'snellville', 'monroe', 'bethlehem', 'lawrenceville'];
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
export const fifthPaths = [
  `/${fifth.id}`,
  `/es/${fifth.es}`,
  ...cities.flatMap((city) => [`/${fifth.id}-${city}-ga`, `/es/${fifth.es}-${city}-ga`]),
];

function addFifthService(content: string): void {
  for (const lang of ['en', 'es'] as const) {
    const slug = lang === 'en' ? fifth.id : fifth.es;
    const fourth = readJson(path.join(content, `services/${lang}/sewage-cleanup.json`));
    const title = fifth.title[lang];
    const meta = { ...(fourth.meta as object), title, description: `${title}: ${lang === 'en' ? 'smoke, soot and the water used to put the fire out' : 'humo, hollín y el agua con que se apagó el fuego'}.` };
    const own = { ...fourth, slug, citySlug: slug, title, shortTitle: title, formLabel: title, description: meta.description, meta };
    const entry = lang === 'en' ? { ...own, order: 5, image: fifth.image, icon: 'Siren' } : own;
    writeFileSync(path.join(content, `services/${lang}/${fifth.id}.json`), `${JSON.stringify(entry, null, 2)}\n`);
    for (const city of cities) {
      const words = readJson(path.join(content, `cityPages/${lang}/sewage-cleanup-${city}.json`));
      writeFileSync(path.join(content, `cityPages/${lang}/${fifth.id}-${city}.json`), `${JSON.stringify({ ...words, description: `${fifth.title[lang]}: ${city}.` }, null, 2)}\n`);
    }
  }
}

/** The new field, declared beside the others (functions/contract/forms.ts), and its labels. */
export const newField = {
  declaration: `    field({ name: 'address', control: 'text', required: false, autoComplete: 'street-address', mail: { label: 'Address', empty: 'not given' }, schema: v.optional(v.pipe(v.string(code('invalid_type')), headerSafe, v.trim(), v.maxLength(200, code('too_long'))), '') }),\n`,
  label: { en: 'Street Address', es: 'Dirección' },
};

function addField(root: string): void {
  const contract = path.join(root, 'functions/contract/forms.ts');
  const text = readFileSync(contract, 'utf8');
  const before = "    field({\n      name: 'serviceNeeded',";
  if (!text.includes(before)) throw new Error('The contract no longer declares the service field where this test expects it.');
  writeFileSync(contract, text.replace(before, `${newField.declaration}${before}`));
  for (const lang of ['en', 'es'] as const) {
    const file = path.join(root, `site/content/common/${lang}/interface.json`);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"serviceNeeded": ', `"address": "${newField.label[lang]}",\n      "serviceNeeded": `));
  }
}

/** The pages the test reads: the new entries', the fourth service's Monroe page in each language (for the related blocks) and the services page. */
export const newEntriesPages = ['/', '/es', '/team', '/es/equipo', '/services', '/contact', '/es/contacto', '/sewage-cleanup-monroe-ga', '/es/limpieza-de-aguas-negras-monroe-ga', ...fifthPaths];

/**
 * Adds every new entry and the new field to `copy`; returns what this repository's content checks say
 * of the new entries, read before the field's labels are added (the copy's own build checks those,
 * against its own contract).
 */
export async function addNewEntries(copy: SiteCopy): Promise<string[]> {
  writeFileSync(path.join(copy.root, `site/assets/${fifth.image}`), await photo(1200, 800, '#8a5a3c'));
  addFifthService(copy.content);
  writeFileSync(path.join(copy.root, 'site/assets/team/ana-lopez.jpg'), await photo(500, 600, '#7a8a99'));
  writeFileSync(path.join(copy.root, 'site/assets/gallery/kitchen-dry-out.jpg'), await photo(640, 480, '#5a7d9a'));
  for (const lang of ['en', 'es'] as const) {
    writeFileSync(path.join(copy.content, `team/${lang}/ana-lopez.json`), `${JSON.stringify(person[lang], null, 2)}\n`);
    writeFileSync(path.join(copy.content, `gallery/${lang}/kitchen-dry-out.json`), `${JSON.stringify(workPhoto[lang], null, 2)}\n`);
  }
  const entryProblems = contentProblems(copy.content);
  addField(copy.root);
  return entryProblems;
}
