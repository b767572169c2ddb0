// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminConfig } from '../../site/admin/config';
import { photoMaxSide } from '../../site/admin/photoUploads';
import { teamMemberFieldType } from '../../site/admin/teamMemberField';
import { contentFiles } from '../../site/content/load/files';
import { contentCollections, type EntryCollection } from '../../site/content/schema/collections';
import { photoFolderPath } from '../../site/content/schema/photos';
import { contentRoot } from '../../site/content/schema/validate';
import { defaultLang, languages } from '../../site/i18n/lang';
import {
  backend,
  collectionsOf,
  config,
  contentFolder,
  edited,
  expectFieldsMatch,
  expectValueFits,
  fieldAt,
  fieldsOf,
  generated,
  holderOf,
  langs,
  team,
  type Loose,
  type Node,
} from './adminConfigSupport';

describe('the editor configuration', () => {
  it('fetches no config.yml, publishes straight to the branch through the sign-in, and shows every language side by side', () => {
    expect(config.load_config_file).toBe(false);
    expect(config.publish_mode).toBe('simple');
    expect(config.backend).toEqual(backend);
    expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: [...languages], default_locale: defaultLang });
  });

  it('draws every upload again, at most 2560 pixels and without its metadata, and offers no stock photos', () => {
    expect(config.media_libraries).toMatchObject({
      default: { config: { transformations: { raster_image: { format: 'webp', width: photoMaxSide, height: photoMaxSide } } } },
      stock_assets: false,
    });
    expect(config.media_folder).toBe(photoFolderPath('gallery'));
  });

  it('shows the preview pane only for the collections named as previewed', () => {
    expect(collectionsOf(config).every((collection) => (collection.editor as { preview?: boolean } | undefined)?.preview !== true)).toBe(true);
    const previewed = adminConfig({ collections: contentCollections, contentFolder, languages: langs, backend, team, previewed: ['faqs', 'team'] });
    expect(collectionsOf(previewed).filter((collection) => (collection.editor as { preview?: boolean } | undefined)?.preview === true).map((collection) => collection.name)).toEqual(['faqs', 'team']);
  });

  it('has one collection for each content collection with something the office edits, the interface words left to developers', () => {
    expect(collectionsOf(config).map((collection) => collection.name)).toEqual([...new Set(edited.map((entry) => entry.collection))]);
    expect(generated('common').files as Loose[]).not.toContainEqual(expect.objectContaining({ name: 'interface' }));
    expect(collectionsOf(config).map((collection) => collection.label)).toEqual(expect.arrayContaining(['Frequently asked questions', 'Team', 'Work photos', 'Articles']));
  });

  it.each(edited.filter((entry) => entry.file !== undefined).map((entry) => [entry.label, entry] as const))('%s: reads and writes its file in every language, as the build reads it', (_label, entry) => {
    const file = holderOf(entry);
    expect(generated(entry.collection).i18n).toBe(true);
    expect(file.i18n).toBe(true);
    expect(file.format).toBe('json');
    expect(file.file).toBe(`${contentFolder}/${entry.collection}/{{locale}}/${entry.file}.json`);
  });

  it.each(contentCollections.filter((collection) => collection.kind === 'entries').map((collection) => [collection.label, collection] as const))(
    '%s: is a folder of entries, one file per entry and language, the id made once from a field',
    (_label, collection) => {
      const titled = 'title' in collection.schema.entries;
      expect(generated(collection.folder)).toMatchObject({
        folder: `${contentFolder}/${collection.folder}`,
        extension: collection.format,
        format: collection.format === 'md' ? 'frontmatter' : 'json',
        create: collection.create,
        i18n: true,
        // Listed and announced by its title; its file's name made once from `idFrom`, never asked for.
        identifier_field: titled ? 'title' : collection.idFrom,
        slug: { template: titled && collection.idFrom !== 'title' ? `{{fields.${collection.idFrom}}}` : '{{slug}}', editable: false },
        summary: collection.summary,
      });
    },
  );

  it.each(edited.map((entry) => [entry.label, entry] as const))('%s: every field matches its schema', (_label, entry) => {
    const checked = expectFieldsMatch(fieldsOf(holderOf(entry)), entry.schema as unknown as Node, '', true);
    expect(checked.length).toBeGreaterThan(0);
  });

  const holders: Record<string, () => Loose> = {
    business: () => generated('common', 'business'),
    'pages/team': () => generated('pages', 'team'),
    'pages/home': () => generated('pages', 'home'),
    faqs: () => generated('faqs'),
    gallery: () => generated('gallery'),
    articles: () => generated('articles'),
    services: () => generated('services'),
  };

  it.each([
    // Written any way: the build reads it; the editor has no pattern for a field the schema rewrites first.
    ['business', 'phone', { widget: 'string', required: true, hint: 'Any usual way of writing it, e.g. (770) 555-0142.' }],
    ['business', 'foundedYear', { widget: 'number', value_type: 'int', min: 1900 }],
    ['business', 'rating.value', { widget: 'number', value_type: 'float', min: 1, max: 5 }],
    ['business', 'counties', { widget: 'list', min: 1, field: expect.objectContaining({ widget: 'string', name: 'item' }) }],
    ['business', 'homeTown.postalCode', { widget: 'string', label: 'ZIP code', pattern: ['/^\\d{5}$/', 'must be a five-digit ZIP code'] }],
    ['business', 'hours.office', { widget: 'string', required: true, i18n: true, label: 'Office' }],
    ['business', 'map.embedUrl', { widget: 'string', required: true }],
    ['faqs', 'answer', { widget: 'text', label: 'Answer', i18n: true, pattern: [expect.any(String), expect.stringMatching(/^The site fills in only certain words in curly brackets\. Use one of: \{\w+\}/)] }],
    ['faqs', 'order', { widget: 'number', value_type: 'int', min: 1, label: 'Order (1 comes first)' }],
    // An upload in the photo's own folder, no address from the web (photoUploads.ts).
    ['gallery', 'image', { widget: 'image', choose_url: false, accept: 'image/jpeg,image/png,image/webp' }],
    ['pages/team', 'future.image', { widget: 'image', label: 'Family photo' }],
    ['articles', 'body', { widget: 'markdown', buttons: ['heading-two', 'bulleted-list'], editor_components: [], i18n: true }],
    // The browser's date box: typed or picked in the office's form, kept as YYYY-MM-DD.
    ['articles', 'publishedAt', { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' }],
    ['articles', 'readTime', { widget: 'number', value_type: 'int', min: 1, max: 60 }],
    ['articles', 'authorId', { widget: teamMemberFieldType, label: 'Author', options: team.map(({ id, name }) => ({ label: name, value: id })) }],
    ['services', 'relatedArticle', { widget: 'relation', collection: 'articles', value_field: '{{slug}}', display_fields: ['title'] }],
  ])('%s: %s', (holder, dotted, expected) => {
    expect(fieldAt(holders[holder]!(), dotted)).toMatchObject(expected);
  });

  it('lets a photo field and the media library upload where the image pipeline reads', () => {
    expect(generated('gallery')).toMatchObject({ media_folder: `/${photoFolderPath('gallery')}`, public_folder: '/gallery' });
    expect(generated('team')).toMatchObject({ media_folder: `/${photoFolderPath('team')}`, public_folder: '/team' });
    expect(generated('articles')).toMatchObject({ media_folder: `/${photoFolderPath('blog')}`, public_folder: '/blog' });
  });

  it('offers the team by name, sorted, as the author', () => {
    expect(team.length).toBeGreaterThan(2);
    expect(team.map((person) => person.name)).toEqual([...team.map((person) => person.name)].sort((a, b) => a.localeCompare(b)));
    for (const person of team) expect(contentFiles().has(`team/${defaultLang}/${person.id}.json`)).toBe(true);
  });

  it('writes the fields every language shares in the default language’s column only', () => {
    expect(fieldAt(holders.business!(), 'map.embedUrl').i18n).toBeUndefined();
    expect(fieldAt(holders.business!(), 'map.title').i18n).toBe(true);
    expect(fieldAt(generated('gallery'), 'image').i18n).toBeUndefined();
    expect(fieldAt(generated('articles'), 'category').i18n).toBeUndefined();
    expect(fieldAt(holders['pages/home']!(), 'services.items[].icon').i18n).toBeUndefined();
    expect(fieldAt(holders['pages/home']!(), 'services.items[].title').i18n).toBe(true);
  });

  it.each(edited.filter((entry) => entry.content.kind === 'singletons' || (entry.content as EntryCollection).format === 'json').map((entry) => [entry.label, entry] as const))(
    '%s: shows every value the content files hold in a field of its kind',
    (_label, entry) => {
      const fields = fieldsOf(holderOf(entry));
      for (const lang of languages) {
        for (const file of entry.files) {
          const relative = `${entry.collection}/${lang}/${file}.json`;
          const data = JSON.parse(readFileSync(path.join(contentRoot, relative), 'utf8')) as unknown;
          expectValueFits(data, { name: relative, widget: 'object', fields }, relative, lang, entry.schema as unknown as Node);
        }
      }
    },
  );
});
