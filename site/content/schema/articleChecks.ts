/**
 * The checks of the article files (schema/articles.ts): each file against the schema, then what no
 * file shows alone. Every article of the default language has a file in every other language and none
 * is without it; the facts (category, dates, author, photo, reading time) are the default language's;
 * no two articles of a language share an address; the author is on the team; a placeholder names a fact.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { defaultLang, languages, type Lang } from '../../i18n/lang';
import { splitArticleFile } from '../articleMarkdown';
import { textFactNames, unknownTextFacts } from '../textFacts';
import { readArticleFiles } from './articleFiles';
import { articleFactKeys, articleFileSchema, type ArticleFile } from './articles';
import { recordId } from './fields';
import { texts } from './texts';
import { photoProblems } from './validate';

const displayNames = new Intl.DisplayNames(['en'], { type: 'language' });
/** 'Spanish' for 'es': the messages are read by whoever edits the files. */
const languageName = (lang: Lang) => displayNames.of(lang) ?? lang;

/** The problems of the article files under `root` (the content folder), one line each. */
export function articleProblems(root: string): string[] {
  const problems: string[] = [];
  const valid = new Map<string, ArticleFile>();
  const files = readArticleFiles(root, languages);
  for (const { file, id, text } of files) {
    if (!v.is(recordId, id)) problems.push(`${file}: the file's name must be lowercase words joined by hyphens, e.g. frozen-pipes.md`);
    let data: unknown;
    try {
      const { frontMatter, body } = splitArticleFile(text);
      data = { ...(typeof frontMatter === 'object' && frontMatter !== null ? frontMatter : {}), body };
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
      continue;
    }
    const result = v.safeParse(articleFileSchema, data);
    if (!result.success) {
      for (const issue of result.issues) problems.push(`${file}: ${v.getDotPath(issue) ?? '(the whole file)'}: ${issue.message}`);
      continue;
    }
    valid.set(file, result.output);
    problems.push(...photoProblems(root, file, articleFileSchema, result.output));
    for (const [at, value] of texts(result.output)) {
      for (const name of unknownTextFacts(value)) {
        problems.push(`${file}: ${at.join('.')}: unknown placeholder {${name}} (the facts a text may name: ${textFactNames.map((fact) => `{${fact}}`).join(', ')})`);
      }
    }
  }

  const ids = (lang: Lang) => new Set(files.filter((file) => file.lang === lang).map((file) => file.id));
  const defaultIds = ids(defaultLang);
  for (const lang of languages) {
    if (lang === defaultLang) continue;
    const own = ids(lang);
    for (const id of defaultIds) if (!own.has(id)) problems.push(`articles/${defaultLang}/${id}.md: has no ${languageName(lang)} file (articles/${lang}/${id}.md)`);
    for (const id of own) if (!defaultIds.has(id)) problems.push(`articles/${lang}/${id}.md: has no ${languageName(defaultLang)} file (articles/${defaultLang}/${id}.md); name it as the ${languageName(defaultLang)} one`);
  }

  const team = teamIds(root);
  for (const lang of languages) {
    const slugs = new Map<string, string>();
    for (const [file, article] of valid) {
      if (!file.startsWith(`articles/${lang}/`)) continue;
      const other = slugs.get(article.slug);
      if (other !== undefined) problems.push(`${file}: slug: "${article.slug}" is already the address of ${other}`);
      slugs.set(article.slug, file);
      if (team !== undefined && !team.has(article.authorId)) problems.push(`${file}: authorId: "${article.authorId}" is nobody on the team (data/team.json)`);
      if (lang === defaultLang) continue;
      const reference = valid.get(file.replace(`articles/${lang}/`, `articles/${defaultLang}/`));
      if (reference === undefined) continue;
      for (const key of articleFactKeys) {
        if (article[key] !== reference[key]) {
          problems.push(`${file}: ${key}: must be the same as in ${languageName(defaultLang)} (${JSON.stringify(reference[key])}), since every language shares it`);
        }
      }
    }
  }
  problems.push(...relatedArticleProblems(root, valid));
  return problems;
}

/** A service's related article must be an article: services name it by its default-language address. */
function relatedArticleProblems(root: string, valid: ReadonlyMap<string, ArticleFile>): string[] {
  const addresses = new Set([...valid].filter(([file]) => file.startsWith(`articles/${defaultLang}/`)).map(([, article]) => article.slug));
  try {
    const { services = [] } = JSON.parse(readFileSync(path.join(root, 'data/services.json'), 'utf8')) as { services?: { relatedArticle?: unknown }[] };
    return services.flatMap((service, index) =>
      typeof service.relatedArticle === 'string' && !addresses.has(service.relatedArticle)
        ? [`data/services.json: services.${index}.relatedArticle: "${service.relatedArticle}" is no article's ${languageName(defaultLang)} address`]
        : [],
    );
  } catch {
    // The services file's own check says what is wrong with it.
    return [];
  }
}

/** The ids of the people on the team, or undefined when the team file cannot be read (its own check says why). */
function teamIds(root: string): Set<string> | undefined {
  try {
    const team = JSON.parse(readFileSync(path.join(root, 'data/team.json'), 'utf8')) as { members?: { id?: unknown }[] };
    return new Set((team.members ?? []).map((member) => String(member.id)));
  } catch {
    return undefined;
  }
}
