/**
 * The articles in the editor: a folder collection, one Markdown file per article and language
 * (`articles/<lang>/<id>.md`, Decap's folders per language), each with the article's words and the
 * facts every language shares. Its fields are read off the schema the build checks the files with
 * (site/content/schema/articles.ts): the words are written per language, the facts once in the default
 * language's column and copied into each language's file (`i18n: duplicate`).
 */
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { articleFactEntries, articleFileSchema } from '../content/schema/articles';
import { articlesFolder } from '../content/schema/articleFiles';
import { fieldFor, type SchemaNode } from './config';

/** The editor's name for the collection, in its addresses (`#/collections/articles/new`). */
export const articlesCollectionName = 'articles';

const facts = new Set(Object.keys(articleFactEntries));

/** The fields in the order the office fills them: the words, then the facts, then the text. */
export function articleFields(): CmsField[] {
  const entries = Object.entries((articleFileSchema as SchemaNode).entries ?? {});
  return entries.map(([key, schema]) => {
    const field = fieldFor(key, schema, key, true);
    return facts.has(key) ? ({ ...field, i18n: 'duplicate' } as CmsField) : field;
  });
}

export function articlesCollection(contentFolder: string, previewed: boolean): CmsCollection {
  return {
    name: articlesCollectionName,
    label: 'Articles',
    label_singular: 'Article',
    description: 'The blog: one article per entry, its words in each language side by side. The newest (by "Published on") comes first.',
    folder: `${contentFolder.replace(/\/+$/, '')}/${articlesFolder}`,
    create: true,
    format: 'frontmatter',
    extension: 'md',
    // A new article's file name is its English address, the same in every language; it stays when the
    // address changes later (the address is a field).
    identifier_field: 'title',
    slug: '{{fields.slug}}',
    summary: '{{title}} ({{publishedAt}})',
    sortable_fields: [{ field: 'publishedAt', label: 'Published on', default_sort: 'desc' }, 'title'],
    editor: { preview: previewed },
    i18n: true,
    fields: articleFields(),
  } as CmsCollection;
}
