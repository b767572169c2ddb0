/**
 * Each island's module, for the prerenderer and the tests, which render islands on the server. The
 * browser never loads this list: the loader imports an island by the file the prerenderer wrote into
 * the page. A module that is not an island's gives its island `never` for props, a compile error
 * wherever a page renders it.
 */
import type { ComponentType } from 'react';
import { islandFile } from './islandFiles';
import { islandNames, type IslandModuleOf, type IslandName } from './registry';

/** A React island's module: its component is the default export, props are plain JSON. */
export interface ReactIslandModule<P> {
  default: ComponentType<P>;
  propsInHtml?: PropsInHtml<P>;
}

/**
 * For an island whose HTML shows some of its props (an FAQ's questions and answers): the page writes
 * its props without them, and the browser reads them back from the island's HTML before hydrating, so
 * a page sends those words once.
 */
export interface PropsInHtml<P, Shown extends keyof P = keyof P> {
  /** The props as the page writes them, without what the island's HTML shows. */
  written(props: P): Omit<P, Shown>;
  /** The props again, from what the page wrote and the island's HTML as the server rendered it. */
  read(island: HTMLElement, written: Omit<P, Shown>): P;
}

/** An island with no UI to hydrate: the loader calls `mount` with the container and its props. */
export interface ScriptIslandModule<P> {
  mount: (container: HTMLElement, props: P) => void;
}

/**
 * The islands' folder's components and script islands (a capital first letter; hooks and helpers have
 * none), but not their stories, styles or the forms' privacy line, by their paths from this file.
 */
const inIslandsFolder = import.meta.glob(['../components/islands/[A-Z]*.{ts,tsx}', '!**/*.stories.tsx', '!**/*.css.ts']);

/** The module of each island the registry names, found by its file (`islandFiles.ts`). */
export const islandModules = Object.fromEntries(
  islandNames.map((name) => {
    const load = inIslandsFolder[`../${islandFile(name)}`];
    if (load === undefined) throw new Error(`The ${name} island has no module: it must live in site/${islandFile(name)}.`);
    return [name, load];
  }),
) as { [N in IslandName]: () => Promise<IslandModuleOf<N>> };

/** The props an island takes: what the page passes and the prerenderer writes as JSON. */
export type IslandProps<N extends IslandName> =
  IslandModuleOf<N> extends ReactIslandModule<infer P> ? P : IslandModuleOf<N> extends ScriptIslandModule<infer P> ? P : never;
