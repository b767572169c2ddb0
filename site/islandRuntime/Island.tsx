import { createContext, use, useId, type ComponentType } from 'react';
import type { DesignSystemStrings } from '../../design-system';
import { DesignSystemWordsContext } from '../i18n/DesignSystemWordsContext';
import { langInfo } from '../i18n/lang';
import { useLang } from '../i18n/LangContext';
import { IslandRoot } from './IslandRoot';
import type { IslandProps } from './islandModules';
import type { IslandName } from './registry';

/** One island a page rendered: what the prerenderer renders on its own and writes into the page. */
export interface RenderedIsland {
  id: string;
  name: IslandName;
  props: unknown;
  /** The page's locale, which the island is rendered and hydrated with. */
  locale: string;
  /** The design system's words the page's language gives, if it gives its own. */
  strings?: DesignSystemStrings | undefined;
}

/**
 * Where the prerenderer collects a page's islands. With it, `Island` writes an empty container and
 * the prerenderer fills it with the island rendered as a root of its own (`renderIslands.tsx`); without
 * it (component tests) the island renders in place.
 */
export const IslandCollectorContext = createContext<RenderedIsland[] | null>(null);

/** What the server needs of a loaded island's module. */
interface LoadedIsland {
  /** Undefined for a script island, which renders nothing. */
  component: ComponentType<never> | undefined;
  /** The props the page writes, where the island's HTML shows some of them (`PropsInHtml`). */
  written?: ((props: never) => unknown) | undefined;
}

const loaded = new Map<IslandName, LoadedIsland>();

/** Called by `loadIslandModules` (renderIslands.tsx), which the prerenderer and the tests await first. */
export function registerIsland(name: IslandName, island: LoadedIsland) {
  loaded.set(name, island);
}

function loadedIsland(name: IslandName): LoadedIsland {
  const island = loaded.get(name);
  if (!island) throw new Error(`Island ${name} is not loaded: await loadIslandModules() before rendering pages.`);
  return island;
}

export const islandComponent = (name: IslandName): ComponentType<never> | undefined => loadedIsland(name).component;

export interface IslandElementProps<N extends IslandName> {
  name: N;
  /** Plain JSON: strings, numbers, booleans, arrays and objects of them. Checked when prerendering. */
  props: IslandProps<N>;
}

/**
 * Marks a part of a page as an island (see `registry.ts`). Islands do not nest: an island's own
 * children are ordinary components.
 */
export function Island<N extends IslandName>({ name, props }: IslandElementProps<N>) {
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const collector = use(IslandCollectorContext);
  const { locale } = langInfo[useLang()];
  const strings = use(DesignSystemWordsContext);
  const { written } = loadedIsland(name);
  const writtenProps: unknown = written ? written(props as never) : props;
  // The browser's design system has no words of its own for such a language's locale: they go with the island.
  const attributes = { 'data-island': name, 'data-props': JSON.stringify(writtenProps), ...(strings ? { 'data-strings': JSON.stringify(strings) } : {}), 'data-id': id };
  if (collector) {
    collector.push({ id, name, props, locale, strings });
    return <site-island {...attributes} />;
  }
  const Component = islandComponent(name) as ComponentType<object> | undefined;
  return (
    <site-island {...attributes}>
      {Component ? (
        <IslandRoot locale={locale} strings={strings}>
          <Component {...(props as object)} />
        </IslandRoot>
      ) : null}
    </site-island>
  );
}
