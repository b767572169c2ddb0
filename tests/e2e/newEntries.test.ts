import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { textFactsIn } from '../../site/content/facts/textFacts';
import { contactValidator } from '../../functions/contract/validate';
import { contactFieldsShape } from '../../functions/contract/forms';
import { draftVersion } from '../../site/contact/useDraft';
import { readServiceChoices } from '../../functions/contract/serviceChoices';
import { buildContactEmail } from '../../functions/send-contact-email/buildEmail';
import { madeHere, prebuilt } from './support/prebuilt';
import { makeGrownSite, type GrownSite } from './support/sites/grownSite';
import { fifth, fifthPaths, newField, person, workPhoto } from './support/sites/newEntriesSite';

/*
 * A new person on the team and a new work photo, each one entry as the editor writes it: a file for
 * each language, the name, photo and place in the default language's alone, nothing typed twice and no
 * size typed at all. A copy of the site with them builds, and both languages' pages show them, each
 * photo at the size of its own file.
 *
 * In the same copy, a fifth service with a page in each city: its entry in each language, its words
 * for each city and its picture, and no line of code. The build gives it its page and its six city
 * pages in both languages, a place in the sitemap, the footer and the other services' related blocks.
 *
 * And a new contact form field, one declaration in the contract and its label in each language: the
 * form shows it, the function accepts it and the office's mail has its line, and a draft saved by the
 * form without it is not restored into the form with it.
 */

let site: GrownSite;
let client: string;
/** What this repository's content checks say of the copy's new entries, before the field's labels are added. */
let entryProblems: string[];

/** What the copy's own contract, form and function make of the new field: the office's mail, the draft's version. */
function probeCopy(root: string): { mail: string; draftVersion: string } {
  const probe = path.join(root, 'probe.ts');
  writeFileSync(
    probe,
    [
      "import { contactPayloadOf, generalServiceChoices } from './functions/contract/forms';",
      "import { contactValidator } from './functions/contract/validate';",
      "import { buildContactEmail } from './functions/send-contact-email/buildEmail';",
      "import { draftVersion } from './site/contact/useDraft';",
      "import { contactFieldsShape } from './functions/contract/forms';",
      "const choices = generalServiceChoices.map((value) => ({ value, label: value }));",
      "const values = { fullName: 'Jane Doe', email: 'jane@example.org', phone: '', address: ' 12 Oak Street ', serviceNeeded: '', message: 'Water.' };",
      "const result = contactValidator(choices)(contactPayloadOf(values as never, { language: 'en', idempotencyKey: 'k'.repeat(20) }));",
      "if (!result.ok) throw new Error(JSON.stringify(result.errors));",
      "const mail = buildContactEmail(result.value, { sender: 's@example.com', recipient: 'r@example.com' }, choices).Message?.Body?.Text?.Data;",
      'console.log(JSON.stringify({ mail, draftVersion: draftVersion(contactFieldsShape) }));',
    ].join('\n'),
  );
  return JSON.parse(execFileSync(path.join(root, 'node_modules/.bin/tsx'), [probe], { cwd: root, encoding: 'utf8' })) as { mail: string; draftVersion: string };
}

beforeAll(async () => {
  // Usually made and built while the files before this one ran (support/prebuilt.ts); the copy also
  // has the pseudo-locale, which pseudoLocale.test.ts reads.
  site = await prebuilt('grownSite', makeGrownSite, inject('prebuilds'));
  ({ client, entryProblems } = site);
}, 600_000);

afterAll(() => {
  if (site && madeHere('grownSite', inject('prebuilds'))) rmSync(site.root, { recursive: true, force: true });
});

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
    expect(entryProblems).toEqual([]);
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

describe('a fifth service, with a page in each city: its entries, its words and its picture', () => {
  const page = (route: string) => html(path.join(route.slice(1), 'index.html'));

  it.each(fifthPaths)('%s is built, in its language, under its name', (route) => {
    const lang = route.startsWith('/es/') ? 'es' : 'en';
    expect(page(route)).toMatch(new RegExp(`<h1[^>]*>[^<]*${fifth.title[lang]}`));
  });

  it('is in the sitemap, each page with its twin in the other language', () => {
    const sitemap = html('sitemap.xml');
    for (const route of fifthPaths) expect(sitemap).toContain(`${route}</loc>`);
  });

  it.each([
    ['/services', 'en', `href="/${fifth.id}"`],
    ['/sewage-cleanup-monroe-ga', 'en', undefined],
    ['/es/limpieza-de-aguas-negras-monroe-ga', 'es', undefined],
  ] as const)('%s: the footer lists it, and the services page links to it', (route, lang, link) => {
    const text = page(route);
    if (link !== undefined) expect(text).toContain(link);
    expect(text.slice(text.lastIndexOf('<footer'))).toContain(`>${fifth.title[lang]}<`);
  });

  it.each([
    [`/${fifth.id}-monroe-ga`, '/water-damage-restoration-monroe-ga', `/${fifth.id}-grayson-ga`],
    [`/es/${fifth.es}-monroe-ga`, '/es/restauracion-de-danos-por-agua-monroe-ga', `/es/${fifth.es}-grayson-ga`],
  ])('%s: its related blocks lead to the other services in Monroe and to it in the other cities', (route, otherService, otherCity) => {
    const text = page(route);
    expect(text).toContain(`href="${otherService}"`);
    expect(text).toContain(`href="${otherCity}"`);
  });

  it.each([
    ['/contact', 'en'],
    ['/es/contacto', 'es'],
  ] as const)('%s: the contact form offers it, by its id, under its name', (route, lang) => {
    expect(page(route)).toContain(`{"value":"${fifth.id}","label":"${fifth.title[lang]}"}`);
  });

  it('reaches the office: the contact function accepts it from the build’s list and names it in the mail', () => {
    const choices = readServiceChoices(client);
    const result = contactValidator(choices)({ fullName: 'Jane Doe', email: 'jane@example.org', serviceNeeded: fifth.id, message: 'Smoke everywhere.' });
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
    const mail = buildContactEmail(result.value, { sender: 'website@example.com', recipient: 'inbox@example.com' }, choices);
    expect(mail.Message?.Subject?.Data).toBe(`New enquiry: ${fifth.title.en} — Jane Doe`);
  });
});

describe('a new contact form field: one declaration and its labels', () => {
  let probe: ReturnType<typeof probeCopy> | undefined;
  const probed = () => (probe ??= probeCopy(site.root));

  it.each([
    ['/contact', 'en'],
    ['/es/contacto', 'es'],
  ] as const)('%s: the form shows it, labelled in the page’s language, with its autofill token', (route, lang) => {
    const form = html(path.join(route.slice(1), 'index.html'));
    expect(form).toMatch(/<input[^>]*name="address"[^>]*>/);
    expect(/<input[^>]*name="address"[^>]*>/.exec(form)?.[0]).toMatch(/autocomplete="street-address"/i);
    expect(form).toContain(`>${newField.label[lang]}<`);
  });

  it('reaches the office: the function accepts it and the mail has its line', () => {
    expect(probed().mail).toContain('\nPhone: not given\nAddress: 12 Oak Street\nService needed: not specified\n');
  });

  it('gives the form’s drafts a new key, so a draft without the field is not restored into the form with it', () => {
    // This repository's form, the same sources without the field.
    expect(probed().draftVersion).not.toBe(draftVersion(contactFieldsShape));
  });
});
