import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedModules } from './modules';
import { patches } from './patches';
import { pseudo, pseudoDeep, pseudoMarkdown } from './pseudo';

/*
 * Adds a pseudo-locale to a copy of the site (tests/siteCopy.ts), derived from English: the proof that
 * a language is a folder of words and a line in the language list, and the finder of what is not.
 * Its code is `xa`, at `/xa`; its Intl locale is `en-XA`, which formats numbers and dates as English
 * does and lets the design system have words of its own for it.
 */

export const pseudoLang = 'xa';
export const pseudoPrefix = '/xa';

const here = path.dirname(fileURLToPath(import.meta.url));

function edit(root: string, file: string, find: string, replace: string): void {
  const full = path.join(root, file);
  const text = readFileSync(full, 'utf8');
  if (find === '') {
    writeFileSync(full, replace + text);
    return;
  }
  const count = text.split(find).length - 1;
  if (count !== 1) throw new Error(`${file}: expected the text to add the pseudo-locale to once, found it ${count} times:\n${find}`);
  writeFileSync(full, text.replace(find, () => replace));
}

const writeModule = (root: string, file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

/** The language list: the one line (and its facts) a language is meant to take. */
function addToLanguageList(root: string): void {
  edit(root, 'site/i18n/lang.ts', "export const languages = ['en', 'es'] as const;", `export const languages = ['en', 'es', '${pseudoLang}'] as const;`);
  edit(
    root,
    'site/i18n/lang.ts',
    '} as const satisfies Record<Lang, LangInfo>;',
    `  ${pseudoLang}: { htmlLang: '${pseudoLang}', hreflang: '${pseudoLang}', locale: 'en-XA', ogLocale: 'en_XA', name: '${pseudo('English')}', prefix: '${pseudoPrefix}' },\n} as const satisfies Record<Lang, LangInfo>;`,
  );
}

/** words/xa/*.json: every English word file, its words pseudo-localised and its ids kept. */
function addWords(content: string): void {
  const from = path.join(content, 'words/en');
  const to = path.join(content, `words/${pseudoLang}`);
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const words: unknown = JSON.parse(readFileSync(path.join(from, name), 'utf8'));
    writeFileSync(path.join(to, name), `${JSON.stringify(pseudoDeep(words), null, 2)}\n`);
  }
}

/** Front matter keys whose values are words; the rest (slug, dates, category, author, image) stay. */
const wordKeys = /^(title|description|imageAlt):\s*(.*)$/;

/** articles/xa/*.md: English front matter words, tags and body pseudo-localised; the facts shared. */
function addArticles(content: string): void {
  const from = path.join(content, 'articles/en');
  const to = path.join(content, `articles/${pseudoLang}`);
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(path.join(from, name), 'utf8')) ?? [];
    let inTags = false;
    const lines = frontMatter.split('\n').map((line) => {
      const words = wordKeys.exec(line);
      if (words) {
        inTags = false;
        const [, key, value = ''] = words;
        const quoted = /^"(.*)"$/.exec(value);
        return `${key}: ${quoted ? `"${pseudo(quoted[1] ?? '')}"` : JSON.stringify(pseudo(value))}`;
      }
      if (/^\S/.test(line)) inTags = line.startsWith('tags:');
      const tag = /^(\s+-\s+)(.*)$/.exec(line);
      return inTags && tag ? `${tag[1]}${JSON.stringify(pseudo(tag[2] ?? ''))}` : line;
    });
    writeFileSync(path.join(to, name), `---\n${lines.join('\n')}\n---\n${pseudoMarkdown(body)}`);
  }
}

/**
 * site/content/xa/: the twins of the Spanish modules. Those that only read a language's words are the
 * Spanish ones with the language changed; the dictionaries written in code (controls, addresses, the
 * design system's words) are generated at the value level from English.
 */
function addModules(root: string): void {
  const content = path.join(root, 'site/content');
  const handWritten = new Set(['interfaceCopy.ts', 'phrases.ts', 'slugs.ts', 'cityPageSummaries.ts', 'privacy.ts']);
  for (const name of readdirSync(path.join(content, 'es'))) {
    if (handWritten.has(name)) continue;
    const spanish = readFileSync(path.join(content, 'es', name), 'utf8');
    const twin = spanish.replaceAll("'es'", `'${pseudoLang}'`).replaceAll('/words/es/', `/words/${pseudoLang}/`);
    writeModule(root, `site/content/${pseudoLang}/${name}`, twin);
  }
  for (const [file, text] of Object.entries(generatedModules)) writeModule(root, file, text);
  copyFileSync(path.join(here, 'pseudo.ts'), path.join(root, 'site/i18n/pseudo.ts'));
}

/** Adds the pseudo-locale to the site copy at `root`. */
export function addPseudoLocale(root: string): void {
  if (existsSync(path.join(root, `site/content/words/${pseudoLang}`))) throw new Error(`${root} has a '${pseudoLang}' language already.`);
  addToLanguageList(root);
  addWords(path.join(root, 'site/content'));
  addArticles(path.join(root, 'site/content'));
  addModules(root);
  for (const { file, find, replace } of patches) edit(root, file, find, replace);
}
