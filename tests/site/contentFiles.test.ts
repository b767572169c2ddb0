// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { business } from '../../site/content/business';
import { photoFolders } from '../../site/content/schema/photos';
import { contentFiles, contentProblems, contentRoot } from '../../site/content/schema/validate';
import { languages } from '../../site/i18n/lang';
import { fillTextFacts } from '../../site/content/textFacts';

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the content's data files, `edit` applied to one of them, with the photos they name beside it. */
function contentWith(file: string, edit: (data: Record<string, unknown>) => unknown): string {
  const site = mkdtempSync(path.join(os.tmpdir(), 'content-'));
  copies.push(site);
  const root = path.join(site, 'content');
  for (const folder of ['data', 'words', 'articles']) cpSync(path.join(contentRoot, folder), path.join(root, folder), { recursive: true });
  for (const folder of photoFolders) cpSync(path.join(contentRoot, '../assets', folder), path.join(site, 'assets', folder), { recursive: true });
  const target = path.join(root, file);
  const data = JSON.parse(readFileSync(target, 'utf8')) as Record<string, unknown>;
  writeFileSync(target, JSON.stringify(edit(data)));
  return root;
}

describe('content data files', () => {
  it('are all valid as the repository has them, with words for every language', () => {
    expect(contentProblems()).toEqual([]);
    for (const lang of languages) expect(contentFiles.map(({ file }) => file)).toContain(`words/${lang}/business.json`);
  });

  it('are written as the editor writes them (two-space JSON and a final newline), so its first save changes only what was edited', () => {
    for (const { file } of contentFiles) {
      const text = readFileSync(path.join(contentRoot, file), 'utf8');
      expect(text, file).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    }
  });

  it.each([
    ['a phone number that does not parse', 'data/business.json', (data: Record<string, unknown>) => ({ ...data, phone: '770-555-0142' }), 'data/business.json: phone: must be a US number written +1 and ten digits, e.g. +17705550142'],
    ['an empty required field', 'words/es/business.json', (data: Record<string, unknown>) => ({ ...data, hours: { emergency: ' ', office: 'lunes' } }), 'words/es/business.json: hours.emergency: must not be empty'],
    ['a missing field', 'data/business.json', ({ email: _email, ...data }: Record<string, unknown>) => data, 'data/business.json: email: is missing'],
    ['a misspelt field', 'words/en/business.json', (data: Record<string, unknown>) => ({ ...data, shortDescripton: 'x' }), 'words/en/business.json: shortDescripton: is not a field here (misspelt?)'],
    ['a field of the wrong kind', 'data/business.json', (data: Record<string, unknown>) => ({ ...data, foundedYear: '2004' }), 'data/business.json: foundedYear: must be a number'],
    ['a web address that is not one', 'data/business.json', (data: Record<string, unknown>) => ({ ...data, social: { ...(data.social as object), facebook: 'facebook' } }), 'data/business.json: social.facebook: must be a full web address, starting https://'],
  ])('name the file and the field for %s', (_case, file, edit, problem) => {
    expect(contentProblems(contentWith(file, edit))).toEqual([problem]);
  });

  it('name a placeholder that is no fact, a repeated id, and a language whose records differ from English', () => {
    type Faqs = { items: { id: string; question: string; answer: string }[] };
    const misnamed = contentWith('words/es/faqs.json', (data) => {
      const { items } = data as Faqs;
      return { items: items.map((item, index) => (index === 2 ? { ...item, answer: `${item.answer} Llame al {telefono}.` } : item)) };
    });
    expect(contentProblems(misnamed)).toEqual([expect.stringMatching(/^words\/es\/faqs\.json: items\.2\.answer: unknown placeholder \{telefono\} \(the facts a text may name: \{name\}, \{phone\}/)]);

    const reordered = contentWith('words/es/faqs.json', (data) => {
      const { items } = data as Faqs;
      return { items: [items[1], items[0], ...items.slice(2, -1), { ...items.at(-1), id: 'zonas' }] };
    });
    expect(contentProblems(reordered)).toEqual([
      'words/es/faqs.json: items: must have the same records as words/en/faqs.json, in the same order; missing "service-area"; not in words/en/faqs.json: "zonas"',
    ]);

    const repeated = contentWith('words/en/faqs.json', (data) => {
      const { items } = data as Faqs;
      return { items: items.map((item, index) => (index === 1 ? { ...item, id: items[0]?.id } : item)) };
    });
    expect(contentProblems(repeated)).toContain('words/en/faqs.json: items: the id "response-time" is used more than once');
  });

  it('want a description of every photo in every language', () => {
    const undescribed = contentWith('words/es/gallery.json', (data) => ({ photos: (data as { photos: unknown[] }).photos.slice(0, -1) }));
    expect(contentProblems(undescribed)).toEqual([
      'words/es/gallery.json: photos: must have the same records as data/gallery.json, in the same order; missing "gallery-16"',
    ]);
    const empty = contentWith('words/en/gallery.json', (data) => ({ photos: (data as { photos: { id: string }[] }).photos.map((photo, index) => (index === 0 ? { ...photo, alt: '' } : photo)) }));
    expect(contentProblems(empty)).toEqual(['words/en/gallery.json: photos.0.alt: must not be empty']);
  });

  it('name a photo file that is missing, an iPhone HEIC (even renamed .jpg), too large, or says where it was taken', async () => {
    type Gallery = { photos: { image: string }[] };
    const naming = (image: string) => contentWith('data/gallery.json', (data) => ({ photos: (data as Gallery).photos.map((photo, index) => (index === 3 ? { ...photo, image } : photo)) }));
    const field = 'data/gallery.json: photos.3.image';
    const assets = (root: string) => path.join(root, '../assets/gallery');

    expect(contentProblems(naming('kitchen.jpg'))).toEqual([`${field}: site/assets/gallery/kitchen.jpg: does not exist; upload the photo in the editor, or add the file`]);
    expect(contentProblems(naming('IMG_0001.HEIC'))).toEqual([expect.stringMatching(new RegExp(`^${field}: This photo is in HEIC, the iPhone’s own format, which the site cannot use\\. On the iPhone, `))]);

    // An iPhone's file starts with an ISO box naming its brand; sharp's prebuilt binaries cannot decode it.
    const renamed = naming('renamed.jpg');
    writeFileSync(path.join(assets(renamed), 'renamed.jpg'), Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]));
    expect(contentProblems(renamed)).toEqual([expect.stringMatching(new RegExp(`^${field}: site/assets/gallery/renamed\\.jpg: This photo is in HEIC`))]);

    const large = naming('large.jpg');
    writeFileSync(path.join(assets(large), 'large.jpg'), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10_500_000)]));
    expect(contentProblems(large)).toEqual([`${field}: site/assets/gallery/large.jpg: is 10.5 MB, over the 10 MB a photo may be`]);

    const located = naming('located.jpg');
    const gps = { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 52/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '84/1 0/1 0/1' } };
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#468' } }).withExif(gps).jpeg().toFile(path.join(assets(located), 'located.jpg'));
    expect(contentProblems(located)).toEqual([
      `${field}: site/assets/gallery/located.jpg: says where it was taken (GPS); run \`npx tsx site/scripts/stripPhotoLocation.ts site/assets/gallery/located.jpg\`, which removes it, and commit the file`,
    ]);
    // The command it names takes the position out, and the rest of what the phone wrote with it.
    execFileSync(path.join(contentRoot, '../../node_modules/.bin/tsx'), [path.join(contentRoot, '../scripts/stripPhotoLocation.ts'), path.join(assets(located), 'located.jpg')]);
    expect(contentProblems(located)).toEqual([]);
    expect((await sharp(path.join(assets(located), 'located.jpg')).metadata()).exif).toBeUndefined();

    // Exif without a position passes: the check reads the position, not the presence of Exif.
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#468' } }).withExif({ IFD0: { Make: 'Phone' } }).jpeg().toFile(path.join(assets(located), 'located.jpg'));
    expect(contentProblems(located)).toEqual([]);
  });

  it("hold a language's sections to the default language's when the shared record has none", () => {
    const missing = contentWith('words/es/privacy.json', (data) => ({ ...data, sections: (data as { sections: unknown[] }).sections.slice(1) }));
    expect(contentProblems(missing)).toEqual(['words/es/privacy.json: sections: must have the same records as words/en/privacy.json, in the same order; missing "contact-form"']);
  });

  it("hold a city page's questions in every language to English's, a page without any included", () => {
    type Pages = { pages: { id: string; faqs: { id: string }[] }[] };
    const withPages = (edit: (page: Pages['pages'][number]) => Pages['pages'][number]) => (data: Record<string, unknown>) => ({
      pages: (data as Pages).pages.map((page) => (page.id === 'sewage-cleanup-monroe' || page.id === 'crawl-space-cleanup-grayson' ? edit(page) : page)),
    });
    const monroe = (data: Pages) => data.pages.findIndex((page) => page.id === 'sewage-cleanup-monroe');
    const grayson = (data: Pages) => data.pages.findIndex((page) => page.id === 'crawl-space-cleanup-grayson');
    const english = JSON.parse(readFileSync(path.join(contentRoot, 'words/en/cityPages.json'), 'utf8')) as Pages;
    const monroeIds = english.pages[monroe(english)]?.faqs.map((faq) => `"${faq.id}"`).join(', ');
    expect(english.pages[grayson(english)]?.faqs).toEqual([]);

    const untranslated = contentWith('words/es/cityPages.json', withPages((page) => ({ ...page, faqs: page.id === 'sewage-cleanup-monroe' ? [] : page.faqs })));
    expect(contentProblems(untranslated)).toEqual([
      `words/es/cityPages.json: pages.${monroe(english)}.faqs: must have the same records as words/en/cityPages.json, in the same order; missing ${monroeIds}`,
    ]);
    const added = contentWith('words/es/cityPages.json', withPages((page) => ({ ...page, faqs: page.id === 'crawl-space-cleanup-grayson' ? [{ id: 'sotano', question: '¿Sótano?', answer: 'Sí.' }] : page.faqs })));
    expect(contentProblems(added)).toEqual([
      `words/es/cityPages.json: pages.${grayson(english)}.faqs: must have the same records as words/en/cityPages.json, in the same order; not in words/en/cityPages.json: "sotano"`,
    ]);
  });

  it('want the words of every city page the record lists, and only pages of a core service in a city the site has', () => {
    const unknown = contentWith('data/cityPages.json', (data) => ({ pages: [...(data as { pages: unknown[] }).pages, { id: 'sewage-cleanup-atlanta' }] }));
    expect(contentProblems(unknown)).toEqual([
      'data/cityPages.json: pages.24.id: must be a core service and a city, e.g. sewage-cleanup-monroe',
    ]);
    const unsaid = contentWith('words/es/cityPages.json', (data) => ({ pages: (data as { pages: unknown[] }).pages.slice(0, -1) }));
    expect(contentProblems(unsaid)).toEqual([
      'words/es/cityPages.json: pages: must have the same records as data/cityPages.json, in the same order; missing "sewage-cleanup-lawrenceville"',
    ]);
    const county = contentWith('data/cities.json', (data) => ({
      cities: (data as { cities: { county: string }[] }).cities.map((city, index) => (index === 0 ? { ...city, county: 'condado de Walton' } : city)),
    }));
    expect(contentProblems(county)).toEqual(['data/cities.json: cities.0.county: must be the county in English, e.g. Walton County']);
  });

  it('fill each fact into text in its language, and refuse a name that is no fact', () => {
    expect(fillTextFacts('On site within {onSite}; call {phone}.', 'en')).toBe(`On site within ${business.responseClaims.onSite}; call ${business.phone.display}.`);
    expect(fillTextFacts('En {onSite}.', 'es')).toBe(`En ${business.es.responseClaims.onSite}.`);
    expect(() => fillTextFacts('Call {telephone}', 'en')).toThrow(/Unknown placeholder \{telephone\}/);
  });

  it('name a file that is not JSON, and a language without its words', () => {
    const root = contentWith('data/business.json', (data) => data);
    writeFileSync(path.join(root, 'data/business.json'), '{ "name": "Ridgeway", }');
    rmSync(path.join(root, 'words/es/business.json'));
    const problems = contentProblems(root);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^data\/business\.json: not valid JSON \(/);
    expect(problems[1]).toBe('words/es/business.json: missing');
  });

  it('give the site its phone in every form it uses, from the one number in the file', () => {
    const { phone } = JSON.parse(readFileSync(path.join(contentRoot, 'data/business.json'), 'utf8')) as { phone: string };
    expect(business.phone).toEqual({ e164: phone, href: `tel:${phone}`, display: `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}` });
    expect(business.phone.display).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
  });
});
