/**
 * Each island's module, for the prerenderer and the tests, which render islands on the server. The
 * browser never loads this list: the loader imports an island by the file the prerenderer wrote into
 * the page. A name missing here, or a module that is not its island's, is a compile error.
 */
import type { ComponentType } from 'react';
import type { IslandName } from './registry';

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

export const islandModules = {
  SiteMenu: () => import('../components/islands/SiteMenu'),
  FaqAccordion: () => import('../components/islands/FaqAccordion'),
  GalleryToggle: () => import('../components/islands/GalleryToggle'),
  BlogArticles: () => import('../components/islands/BlogArticles'),
  ContactForm: () => import('../components/islands/ContactForm'),
  NewsletterForm: () => import('../components/islands/NewsletterForm'),
  MapFacade: () => import('../components/islands/MapFacade'),
  VideoFacade: () => import('../components/islands/VideoFacade'),
  ReviewsFacade: () => import('../components/islands/ReviewsFacade'),
  Toasts: () => import('../components/islands/Toasts'),
  MissingPageLog: () => import('../components/islands/MissingPageLog'),
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's props are its own
} as const satisfies Record<IslandName, () => Promise<ReactIslandModule<any> | ScriptIslandModule<any>>>;

type ModuleOf<N extends IslandName> = Awaited<ReturnType<(typeof islandModules)[N]>>;

/** The props an island takes: what the page passes and the prerenderer writes as JSON. */
export type IslandProps<N extends IslandName> =
  ModuleOf<N> extends ReactIslandModule<infer P> ? P : ModuleOf<N> extends ScriptIslandModule<infer P> ? P : never;
