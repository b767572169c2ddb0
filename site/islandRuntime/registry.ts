/**
 * The islands: the only parts of a page that run in the browser. Everything else on a page (text,
 * cards, links, breadcrumbs, footer, hero, structured data) is HTML and CSS and never hydrates.
 *
 * A page renders an island with `<Island name="GalleryToggle" props={…} />`. The prerenderer writes the
 * island's HTML inside `<site-island>` with its props as JSON, and `runtime.ts` hydrates that one
 * element with its own React root when the time below comes, fetching only that island's code.
 * Every island works, or has its content in the HTML, before it hydrates: see each entry.
 *
 * An island is the default export of `site/components/islands/<Name>.tsx` (`islandFiles.ts` says so
 * once for the build, the prerenderer and the server's `islandModules.ts`), and is named once more,
 * here: one line each, saying when it hydrates and, for the type checker alone, which module it is.
 *
 * When an island hydrates:
 * - `load`: as soon as the page has painted.
 * - `visible`: when it comes within 200 px of the viewport, so its code is in hand by the time the
 *   visitor reaches it, and a visitor who never scrolls there never downloads it.
 * - `interaction`: on the first pointer, touch, key or focus inside it. For islands that either work
 *   natively until then or are rarely used; a tap that started it is replayed once it has hydrated.
 * - `with-toasts`: together with the first island that can raise a toast (`raisesToasts`).
 */
import type * as SiteMenu from '../components/islands/SiteMenu';
import type * as FaqAccordion from '../components/islands/FaqAccordion';
import type * as GalleryToggle from '../components/islands/GalleryToggle';
import type * as BlogArticles from '../components/islands/BlogArticles';
import type * as ContactForm from '../components/islands/ContactForm';
import type * as NewsletterForm from '../components/islands/NewsletterForm';
import type * as MapFacade from '../components/islands/MapFacade';
import type * as VideoFacade from '../components/islands/VideoFacade';
import type * as ReviewsFacade from '../components/islands/ReviewsFacade';
import type * as Toasts from '../components/islands/Toasts';
import type * as MissingPageLog from '../components/islands/MissingPageLog';
import { categoryParam } from '../content/blogFilter.ts';

export const hydrationTimes = ['load', 'visible', 'interaction', 'with-toasts'] as const;
export type HydrationTime = (typeof hydrationTimes)[number];

export interface IslandEntry<Module = unknown> {
  hydrate: HydrationTime;
  /** A script island (a `mount` function, no React): the runtime then does not fetch React for it. */
  script?: true;
  /** It can raise a toast: the toasts' island hydrates with it. */
  raisesToasts?: true;
  /** Hydrate at load instead, when the address asks for state the HTML cannot show. */
  hydrateAtLoadIf?: (url: URL) => boolean;
  /**
   * Never set: the island's module as the type checker sees it (a type import, which the build erases),
   * so that a page's props are checked against the island's while the browser's bundle of this table
   * imports no island.
   */
  module?: Module;
}

export const islands = {
  // The menu opens and closes natively (popover) before it hydrates; hydrating adds aria-expanded,
  // closing on Tab-out and the toggle's tooltip, so it waits for a hover, focus or tap on the header.
  SiteMenu: { hydrate: 'interaction' } as IslandEntry<typeof SiteMenu>,
  // Answers are in the HTML (hidden="until-found": find-in-page reveals them natively), and a tap on a
  // question opens its answer before the island has code (the inline loader's `disclose`). The island, for
  // the arrow keys and one answer open at a time, comes with the first interaction: a page whose
  // questions are on the first screen (/faq) loads no React until someone uses them.
  FaqAccordion: { hydrate: 'interaction' } as IslandEntry<typeof FaqAccordion>,
  // The 'See More Work' button of a gallery whose 16 photos are all in the HTML: a press shows them at
  // once (the inline loader's `disclose`) and the island, which moves focus to the first new photo, follows.
  GalleryToggle: { hydrate: 'interaction' } as IslandEntry<typeof GalleryToggle>,
  // Every card is in the HTML and the chips are near the top of /blog: hydrating them with the page
  // would cost every visitor React. A chip tapped before is replayed; a shared ?category= link
  // hydrates at once so it shows the filtered list.
  BlogArticles: { hydrate: 'interaction', hydrateAtLoadIf: (url) => url.searchParams.has(categoryParam) } as IslandEntry<typeof BlogArticles>,
  // Forms hydrate as they come near, so they are ready before anyone types; they never submit natively.
  ContactForm: { hydrate: 'visible', raisesToasts: true } as IslandEntry<typeof ContactForm>,
  NewsletterForm: { hydrate: 'visible', raisesToasts: true } as IslandEntry<typeof NewsletterForm>,
  // Facades show their preview and links in the HTML; their one button is replayed after hydration.
  MapFacade: { hydrate: 'interaction' } as IslandEntry<typeof MapFacade>,
  VideoFacade: { hydrate: 'interaction' } as IslandEntry<typeof VideoFacade>,
  ReviewsFacade: { hydrate: 'interaction' } as IslandEntry<typeof ReviewsFacade>,
  // The live regions are in the HTML; the toasts' code comes with the first island that can raise one.
  Toasts: { hydrate: 'with-toasts' } as IslandEntry<typeof Toasts>,
  // The not-found page logs the address it answered; no React needed for one line.
  MissingPageLog: { hydrate: 'load', script: true } as IslandEntry<typeof MissingPageLog>,
} as const satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof islands;

/** An island's module, as its line of the table names it. */
export type IslandModuleOf<N extends IslandName> = NonNullable<(typeof islands)[N]['module']>;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islands, name);

/** Every island's name (pure: the runtime, which imports this module, leaves it out). */
export const islandNames = /* @__PURE__ */ Object.keys(islands) as IslandName[];

/** The element every island is written into; `display: contents`, so layout sees only its content. */
export const islandTag = 'site-island';
