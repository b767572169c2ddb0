import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { designSystemSourceLocale, designSystemStrings } from '../../design-system/intl/designSystemStrings';
import { fileData } from '../../site/content/load/files';
import { languageMetadata, unwrapped, type SchemaNode } from '../../site/content/load/join';
import { contentCollections, type EntrySchema } from '../../site/content/schema/collections';
import { defaultLang } from '../../site/i18n/lang';
import { pseudo, pseudoDeep, pseudoMarkdown } from './pseudo';

/*
 * Adds a pseudo-locale to a copy of the site (tests/siteCopy.ts), derived from English, the way any
 * language is added: one line in the language list (functions/contract/lang.ts) and a folder of its words in
 * each collection of the content, nothing else. Its code is `xa`, at `/xa`; its Intl locale is
 * `en-XA`, which formats numbers and dates as English does. The design system has no words for that
 * locale, so the language gives its own, as its interface words say.
 */

export const pseudoLang = 'xa';
export const pseudoPrefix = '/xa';

/** The one line: the language's entry in the language list. */
function addToLanguageList(root: string): void {
  const file = path.join(root, 'functions/contract/lang.ts');
  const text = readFileSync(file, 'utf8');
  const end = '} as const satisfies Record<string, LangInfo>;';
  if (text.split(end).length !== 2) throw new Error(`functions/contract/lang.ts: expected the end of the language list once: ${end}`);
  const line = `  ${pseudoLang}: { htmlLang: '${pseudoLang}', hreflang: '${pseudoLang}', locale: 'en-XA', ogLocale: 'en_XA', name: '${pseudo('English')}', prefix: '${pseudoPrefix}' },\n`;
  writeFileSync(file, text.replace(end, `${line}${end}`));
}

/** Fields whose strings are addresses: the pseudo-locale keeps the English ones, so a test names its pages by their English path. */
const addresses = new Set(['slug', 'citySlug', 'pathSegment']);

/**
 * A language's words of an entry, from the default language's file: the fields every language shares
 * left out (the default language's file holds them), the rest pseudo-localised, addresses kept.
 */
function wordsOf(schema: SchemaNode | undefined, data: unknown, key?: string): unknown {
  if (key !== undefined && addresses.has(key)) return data;
  const node = schema && unwrapped(schema);
  if (Array.isArray(data)) return data.map((item) => wordsOf(node?.item, item, key));
  if (typeof data === 'object' && data !== null) {
    return Object.fromEntries(
      Object.entries(data).flatMap(([name, value]) => {
        const entry = node?.entries?.[name] ?? node?.value;
        return entry && languageMetadata(entry).neutral ? [] : [[name, wordsOf(entry, value, name)]];
      }),
    );
  }
  return typeof data === 'string' ? pseudo(data) : data;
}

/** Each collection's `xa/` folder: its entries' words, from English. */
function addWords(content: string): void {
  for (const collection of contentCollections) {
    const from = path.join(content, collection.folder, defaultLang);
    const to = path.join(content, collection.folder, pseudoLang);
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) {
      const text = readFileSync(path.join(from, name), 'utf8');
      const entry = name.replace(/\.(json|md)$/, '');
      const schema = (collection.kind === 'singletons' ? (collection.entries as Record<string, { schema: EntrySchema }>)[entry]?.schema : collection.schema) as unknown as SchemaNode;
      const { body, ...data } = fileData(name, text) as Record<string, unknown>;
      const words = wordsOf(schema, data) as Record<string, unknown>;
      if (name.endsWith('.md')) {
        writeFileSync(path.join(to, name), `---\n${stringify(words)}---\n\n${pseudoMarkdown(String(body))}`);
        continue;
      }
      // The design system has no words for the pseudo-locale's locale: the language gives them.
      if (collection.folder === 'common' && entry === 'interface') words.designSystem = pseudoDeep(designSystemStrings[designSystemSourceLocale]);
      writeFileSync(path.join(to, name), `${JSON.stringify(words, null, 2)}\n`);
    }
  }
}

/** Adds the pseudo-locale to the site copy at `root`. */
export function addPseudoLocale(root: string): void {
  addToLanguageList(root);
  addWords(path.join(root, 'site/content'));
}
