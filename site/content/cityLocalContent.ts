import type { Lang } from '../i18n/lang';
import type { CityLocalContent, CityPageKey } from './types';

/**
 * What each city page says that no other page says: its local angle and FAQs, one module per page and
 * language (`cityLocal/<service>-<city>.ts`, and `es/cityLocal/` for Spanish), loaded with the page when
 * the prerenderer renders it. Two pages have no FAQs on purpose, so the template's "FAQ section only
 * when FAQs exist" rule is exercised by real data: crawl-space-cleanup-grayson and mold-inspection-bethlehem.
 */
const localContentModules = {
  en: import.meta.glob<{ default: CityLocalContent }>('./cityLocal/*.ts'),
  es: import.meta.glob<{ default: CityLocalContent }>('./es/cityLocal/*.ts'),
} as const satisfies Record<Lang, unknown>;

const folder = { en: 'cityLocal', es: 'es/cityLocal' } as const satisfies Record<Lang, string>;

const loaded = new Map<string, CityLocalContent>();

/** The source path of a city page's local content, as Vite's manifest names it (relative to `site/`). */
export const cityLocalContentFile = (key: CityPageKey, lang: Lang) => `content/${folder[lang]}/${key}.ts`;

/** Loads a city page's local content once; `cityLocalContent` reads it synchronously after that. */
export async function loadCityLocalContent(key: CityPageKey, lang: Lang): Promise<CityLocalContent> {
  const known = loaded.get(`${lang}:${key}`);
  if (known) return known;
  const load = localContentModules[lang][`./${folder[lang]}/${key}.ts`];
  if (!load) {
    throw new Error(`No local content for /${key}-ga: every city page needs site/${cityLocalContentFile(key, lang)}.`);
  }
  const { default: content } = await load();
  loaded.set(`${lang}:${key}`, content);
  return content;
}

/** A city page's local content, which must have been loaded: the router loads it with the page. */
export function cityLocalContent(key: CityPageKey, lang: Lang): CityLocalContent {
  const content = loaded.get(`${lang}:${key}`);
  if (!content) {
    throw new Error(
      `/${key}-ga was rendered before site/${cityLocalContentFile(key, lang)} was loaded: ` +
        `await loadCityLocalContent('${key}', '${lang}') first (the router's loadPage does).`,
    );
  }
  return content;
}
