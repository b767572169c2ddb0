/**
 * The article files on disk, for what runs outside the site's build (the content check, the
 * placeholder pictures): `articles/<lang>/<id>.md` under the content folder. The site itself imports
 * them through Vite (site/content/blog.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../../i18n/lang';

export interface ArticleFileText {
  lang: Lang;
  /** The file's name without `.md`: the same in every language. */
  id: string;
  /** Relative to the content folder. */
  file: string;
  text: string;
}

export const articlesFolder = 'articles';

/** Every article file of each language under `root`, by file name. */
export function readArticleFiles(root: string, languages: readonly Lang[]): ArticleFileText[] {
  return languages.flatMap((lang) => {
    const folder = path.join(root, articlesFolder, lang);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => ({ lang, id: name.slice(0, -'.md'.length), file: `${articlesFolder}/${lang}/${name}`, text: readFileSync(path.join(folder, name), 'utf8') }));
  });
}
