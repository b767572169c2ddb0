import type { CityLocalContent, CityPageKey } from './types';

/**
 * What each city page says that no other page says: its local angle and FAQs, one module per page in
 * `cityLocal/<service>-<city>.ts`, loaded with the page when the prerenderer renders it. Two pages
 * have no FAQs on purpose, so the
 * template's "FAQ section only when FAQs exist" rule is exercised by real data:
 * crawl-space-cleanup-grayson and mold-inspection-bethlehem.
 */
const localContentModules = import.meta.glob<{ default: CityLocalContent }>('./cityLocal/*.ts');

const loaded = new Map<CityPageKey, CityLocalContent>();

/** The source path of a city page's local content, as Vite's manifest names it (relative to `site/`). */
export const cityLocalContentFile = (key: CityPageKey) => `content/cityLocal/${key}.ts`;

/** Loads a city page's local content once; `cityLocalContent` reads it synchronously after that. */
export async function loadCityLocalContent(key: CityPageKey): Promise<CityLocalContent> {
  const known = loaded.get(key);
  if (known) return known;
  const load = localContentModules[`./cityLocal/${key}.ts`];
  if (!load) {
    throw new Error(`No local content for /${key}-ga: every city page needs site/${cityLocalContentFile(key)}.`);
  }
  const { default: content } = await load();
  loaded.set(key, content);
  return content;
}

/** A city page's local content, which must have been loaded: the router loads it with the page. */
export function cityLocalContent(key: CityPageKey): CityLocalContent {
  const content = loaded.get(key);
  if (!content) {
    throw new Error(
      `/${key}-ga was rendered before site/${cityLocalContentFile(key)} was loaded: ` +
        `await loadCityLocalContent('${key}') first (the router's loadPage does).`,
    );
  }
  return content;
}
