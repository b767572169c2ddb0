/**
 * The islands: the only parts of a page that run in the browser. Everything else on a page (text,
 * cards, links, breadcrumbs, footer, hero, structured data) is HTML and CSS and never hydrates.
 *
 * A page renders an island with `<Island name="Gallery" props={…} />`. The prerenderer writes the
 * island's HTML inside `<site-island>` with its props as JSON, and `loader.ts` hydrates that one
 * element with its own React root when the time below comes, fetching only that island's code.
 * Every island works, or has its content in the HTML, before it hydrates: see each entry.
 *
 * When an island hydrates:
 * - `load`: as soon as the page has painted.
 * - `visible`: when it comes within 200 px of the viewport, so its code is in hand by the time the
 *   visitor reaches it, and a visitor who never scrolls there never downloads it.
 * - `interaction`: on the first pointer, touch, key or focus inside it. For islands that either work
 *   natively until then or are rarely used; a tap that started it is replayed once it has hydrated.
 * - `with-others`: together with the first other island; only islands can raise a toast.
 */
import type { ComponentType } from 'react';
import { categoryParam } from '../content/blogFilter';

export const hydrationTimes = ['load', 'visible', 'interaction', 'with-others'] as const;
export type HydrationTime = (typeof hydrationTimes)[number];

/** A React island's module: its component is the default export, props are plain JSON. */
export interface ReactIslandModule<P> {
  default: ComponentType<P>;
}

/** An island with no UI to hydrate: the loader calls `mount` with the container and its props. */
export interface ScriptIslandModule<P> {
  mount: (container: HTMLElement, props: P) => void;
}

export interface IslandEntry {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry's props are its own
  load: () => Promise<ReactIslandModule<any> | ScriptIslandModule<any>>;
  hydrate: HydrationTime;
  /** A script island (`mount`, no React): the loader then does not fetch React for it. */
  script?: true;
  /** Hydrate at load instead, when the address asks for state the HTML cannot show. */
  hydrateAtLoadIf?: (url: URL) => boolean;
}

export const islands = {
  // The menu opens and closes natively (popover) before it hydrates; hydrating adds aria-expanded,
  // closing on Tab-out and the toggle's tooltip, so it waits for a hover, focus or tap on the header.
  SiteMenu: { load: () => import('../components/SiteMenu'), hydrate: 'interaction' },
  // Answers are in the HTML (hidden="until-found": find-in-page reveals them natively). Hydrated when
  // near, so a tap on a question works at once; a tap before that is replayed.
  FaqAccordion: { load: () => import('../components/FaqAccordion'), hydrate: 'visible' },
  // All 16 photos are in the HTML; 'See More Work' is replayed if tapped before hydration.
  Gallery: { load: () => import('../components/Gallery'), hydrate: 'visible' },
  // Every card is in the HTML and the chips are near the top of /blog: hydrating them with the page
  // would cost every visitor React. A chip tapped before is replayed; a shared ?category= link
  // hydrates at once so it shows the filtered list.
  BlogArticles: {
    load: () => import('../components/BlogArticles'),
    hydrate: 'interaction',
    hydrateAtLoadIf: (url) => url.searchParams.has(categoryParam),
  },
  // Forms hydrate as they come near, so they are ready before anyone types; they never submit natively.
  ContactForm: { load: () => import('../components/ContactForm'), hydrate: 'visible' },
  NewsletterForm: { load: () => import('../components/NewsletterForm'), hydrate: 'visible' },
  // Facades show their preview and links in the HTML; their one button is replayed after hydration.
  MapFacade: { load: () => import('../components/MapFacade'), hydrate: 'interaction' },
  VideoFacade: { load: () => import('../components/VideoFacade'), hydrate: 'interaction' },
  ReviewsFacade: { load: () => import('../components/ReviewsFacade'), hydrate: 'interaction' },
  // The live regions are in the HTML; the toasts' code comes with the first island that can raise one.
  Toasts: { load: () => import('../components/Toasts'), hydrate: 'with-others' },
  // The not-found page logs the address it answered; no React needed for one line.
  MissingPageLog: { load: () => import('../components/MissingPageLog'), hydrate: 'load', script: true },
} as const satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof islands;

type ModuleOf<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]['load']>>;

/** The props an island takes: what the page passes and the prerenderer writes as JSON. */
export type IslandProps<N extends IslandName> =
  ModuleOf<N> extends ReactIslandModule<infer P> ? P : ModuleOf<N> extends ScriptIslandModule<infer P> ? P : never;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islands, name);

/** The element every island is written into; `display: contents`, so layout sees only its content. */
export const islandTag = 'site-island';
