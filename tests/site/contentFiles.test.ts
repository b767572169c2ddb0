// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentJsonText } from '../../site/admin/contentJson';
import { business } from '../../site/content/facts/business';
import { fillTextFacts } from '../../site/content/facts/textFacts';
import { readContentFiles } from '../../site/content/load/files';
import { contentCollections, type EntrySchema } from '../../site/content/schema/collections';
import { contentProblems, contentRoot } from '../../site/content/schema/validate';
import { businessFactsIn } from '../../site/content/facts/business';
import { contentWithJson } from '../contentCopy';

/** How many sections the default language's privacy page has: the Spanish one must have as many. */
const privacySections = (JSON.parse(readFileSync(path.join(contentRoot, 'pages/en/privacy.json'), 'utf8')) as { sections: unknown[] }).sections.length;
type Data = Record<string, unknown>;

/** The schema a content file is checked against. */
function schemaOf(file: string): EntrySchema {
  const [folder, , name = ''] = file.replace(/\.json$/, '').split('/');
  const collection = contentCollections.find((candidate) => candidate.folder === folder);
  if (!collection) throw new Error(`no collection for ${file}`);
  return collection.kind === 'singletons' ? (collection.entries as Record<string, { schema: EntrySchema }>)[name]!.schema : collection.schema;
}

describe('the content files', () => {
  it('are all valid as the repository has them, every entry in every language', () => {
    expect(contentProblems()).toEqual([]);
  });

  it('are written as the editor writes them (its keys in the schema’s order, two-space JSON, a final newline), so its first save changes only what was edited', () => {
    const files = [...readContentFiles(contentRoot)].filter(([file]) => file.endsWith('.json'));
    expect(files.length).toBeGreaterThan(100);
    for (const [file, text] of files) expect(contentJsonText(JSON.parse(text), schemaOf(file) as never) === text, file).toBe(true);
  });

  it.each([
    ['a phone number that is no US number', 'common/en/business.json', (data: Data) => ({ ...data, phone: '555-0142' }), 'common/en/business.json: phone: must be a US phone number with its area code, e.g. (770) 555-0142'],
    ['an empty required field', 'common/es/business.json', (data: Data) => ({ ...data, hours: { emergency: ' ', office: 'lunes' } }), 'common/es/business.json: hours.emergency: must not be empty'],
    ['a missing field', 'common/en/business.json', ({ email: _email, ...data }: Data) => data, 'common/en/business.json: email: is missing'],
    ['a translation missing', 'faqs/es/response-time.json', ({ answer: _answer, ...data }: Data) => data, 'faqs/es/response-time.json: answer: is missing'],
    ['a misspelt field', 'common/en/business.json', (data: Data) => ({ ...data, shortDescripton: 'x' }), 'common/en/business.json: shortDescripton: is not a field here (misspelt?)'],
    ['a field of the wrong kind', 'common/en/business.json', (data: Data) => ({ ...data, foundedYear: '2004' }), 'common/en/business.json: foundedYear: must be a number'],
    ['a web address that is not one', 'common/en/business.json', (data: Data) => ({ ...data, social: { ...(data.social as object), facebook: 'facebook' } }), 'common/en/business.json: social.facebook: must be a full web address, starting https://'],
    ['a shared field written in a translation', 'team/es/marcus-bell.json', (data: Data) => ({ ...data, name: 'Marcos' }), "team/es/marcus-bell.json: name: is the same in every language: write it in the default language's file only"],
    ['a placeholder that is no fact', 'faqs/es/service-area.json', (data: Data) => ({ ...data, answer: 'Llame al {telefono}.' }), 'faqs/es/service-area.json: answer: unknown placeholder {telefono} (a text may name the facts {name}, {phone}'],
    ['a placeholder in the business facts', 'common/es/business.json', (data: Data) => ({ ...data, shortDescription: 'Llame al {phone}' }), 'common/es/business.json: shortDescription: {phone}: the business facts are written out, without placeholders'],
    ['a list of another length than the default language’s', 'pages/es/privacy.json', (data: Data) => ({ ...data, sections: (data.sections as unknown[]).slice(1) }), `pages/es/privacy.json: sections: must have ${privacySections} items, as the default language has, in the same order (it has ${privacySections - 1})`],
    ['a county not in English', 'cities/en/loganville.json', (data: Data) => ({ ...data, county: 'condado de Walton' }), 'cities/en/loganville.json: county: must be the county in English, e.g. Walton County'],
  ])('name the file and the field for %s', (_case, file, edit, problem) => {
    const problems = contentProblems(contentWithJson(file, edit));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });

  it('accept a phone number written any common way, and keep it as the site dials it', () => {
    for (const written of ['(770) 555-0142', '770-555-0142', '+1 770 555 0142', '1-770-555-0142']) {
      expect(contentProblems(contentWithJson('common/en/business.json', (data) => ({ ...data, phone: written }))), written).toEqual([]);
    }
  });

  it('want every entry in every language, and no translation of an entry the default language does not have', () => {
    expect(contentProblems(contentWithJson('gallery/es/gallery-16.json', () => undefined))).toEqual([
      'gallery/es/gallery-16.json: missing: every entry is written in every language (gallery/en/gallery-16.json is)',
    ]);
    const stray = contentWithJson('faqs/es/response-time.json', (data) => data);
    writeFileSync(path.join(stray, 'faqs/es/tiempo-de-respuesta.json'), JSON.stringify({ question: '¿Cuándo?', answer: 'Ya.' }));
    expect(contentProblems(stray)).toEqual([
      'faqs/es/tiempo-de-respuesta.json: no entry of this name in faqs/en/: name it as the default language\'s file, or remove it',
    ]);
    expect(contentProblems(contentWithJson('common/es/navigation.json', () => undefined))).toEqual([
      'common/es/navigation.json: missing: every entry is written in every language (common/en/navigation.json is)',
    ]);
  });

  it('want only pages of a core service in a city the site has', () => {
    const root = contentWithJson('cityPages/en/sewage-cleanup-monroe.json', (data) => data);
    for (const lang of ['en', 'es']) {
      writeFileSync(path.join(root, `cityPages/${lang}/sewage-cleanup-atlanta.json`), readFileSync(path.join(root, `cityPages/${lang}/sewage-cleanup-monroe.json`)));
    }
    expect(contentProblems(root)).toEqual(['cityPages/en/sewage-cleanup-atlanta.json: must be named for a core service and a city, e.g. sewage-cleanup-monroe']);
  });

  it('name a photo file that is missing, an iPhone HEIC (even renamed .jpg), too large, or says where it was taken', async () => {
    const naming = (image: string) => contentWithJson('gallery/en/gallery-04.json', (data) => ({ ...data, image }));
    const field = 'gallery/en/gallery-04.json: image';
    const assets = (root: string) => path.join(root, '../assets/gallery');

    expect(contentProblems(naming('kitchen.jpg'))).toEqual([`${field}: site/assets/gallery/kitchen.jpg: does not exist; upload the photo in the editor, or add the file`]);
    expect(contentProblems(naming('IMG_0001.HEIC'))).toEqual([expect.stringMatching(/^gallery\/en\/gallery-04\.json: image: This photo is in HEIC, the iPhone’s own format, which the site cannot use\. On the iPhone, /)]);

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

  it('name a file that is not JSON', () => {
    const root = contentWithJson('common/en/business.json', (data) => data);
    writeFileSync(path.join(root, 'common/en/business.json'), '{ "name": "Ridgeway", }');
    const problems = contentProblems(root);
    expect(problems[0]).toMatch(/^common\/en\/business\.json: not valid JSON \(/);
  });

  it('fill each fact into text in its language, and refuse a name that is no fact', () => {
    expect(fillTextFacts('On site within {onSite}; call {phone}.', 'en')).toBe(`On site within ${business.responseClaims.onSite}; call ${business.phone.display}.`);
    expect(fillTextFacts('En {onSite}.', 'es')).toBe(`En ${businessFactsIn('es').responseClaims.onSite}.`);
    expect(() => fillTextFacts('Call {telephone}', 'en')).toThrow(/unknown placeholder \{telephone\}/);
    expect(fillTextFacts('{count} of {phone}', 'en', ['count'])).toBe(`{count} of ${business.phone.display}`);
  });

  it('give the site its phone in every form it uses, from the one number in the file', () => {
    const { phone } = JSON.parse(readFileSync(path.join(contentRoot, 'common/en/business.json'), 'utf8')) as { phone: string };
    const digits = phone.replace(/\D/g, '').slice(-10);
    expect(business.phone).toEqual({ e164: `+1${digits}`, href: `tel:+1${digits}`, sms: `sms:+1${digits}`, display: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` });
    expect(business.phone.display).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
  });
});

describe('a folder of words', () => {
  it('is all a new entry takes in another language: its words, nothing shared', () => {
    const root = contentWithJson('faqs/en/response-time.json', (data) => data);
    mkdirSync(path.join(root, 'faqs/en'), { recursive: true });
    writeFileSync(path.join(root, 'faqs/en/storm-damage.json'), JSON.stringify({ order: 13, question: 'Do you handle storm damage?', answer: 'Yes, within {onSite}.' }));
    writeFileSync(path.join(root, 'faqs/es/storm-damage.json'), JSON.stringify({ question: '¿Atienden daños por tormentas?', answer: 'Sí, en {onSite}.' }));
    expect(contentProblems(root)).toEqual([]);
  });
});
