import type { Lang } from '../i18n/lang';
import { cityLocalContent, loadCityLocalContent } from './cityLocalContent';
import { cityPageSummaries } from './cityPageSummaries';
import { findCity } from './cities';
import { findServiceByCitySlug } from './services';
import type { City, CityLocalContent, CityPageContent, CityPageKey, CityPageSummary, Service } from './types';

const keyOf = (summary: CityPageSummary): CityPageKey => `${summary.serviceSlug}-${summary.locationSlug}`;

/** What a language's city pages are built from: its summaries, services and cities. */
export interface CityPageSources {
  readonly lang: Lang;
  readonly summaries: readonly CityPageSummary[];
  readonly findServiceByCitySlug: (slug: string) => Pick<Service, 'description' | 'details'> | undefined;
  readonly findCity: (slug: string) => Pick<City, 'description' | 'landmarks' | 'neighborhoods'> | undefined;
}

/** The city page lookups of one language; each language's `cityPages.ts` makes its own. */
export function cityPagesFrom({ lang, summaries, findServiceByCitySlug: findService, findCity: findPlace }: CityPageSources) {
  /** A city page with everything it shows: its summary, its service's and its city's text, and its own. */
  function withContent(summary: CityPageSummary, local: CityLocalContent): CityPageContent {
    const service = findService(summary.serviceSlug);
    const city = findPlace(summary.locationSlug);
    if (!service || !city) throw new Error(`No service or city content for ${summary.path}.`);
    return {
      ...summary,
      serviceDescription: service.description,
      serviceDetails: service.details,
      localInfo: {
        description: city.description,
        landmarks: city.landmarks,
        neighborhoods: city.neighborhoods,
      },
      localAngle: local.localAngle,
      faqs: local.faqs,
    };
  }

  return {
    /**
     * The page of a service in a city, or undefined when there is none. Its local content must have been
     * loaded: the router loads it with the page (`loadPage`), so a render reads it synchronously.
     */
    findCityPage(serviceSlug: string, citySlug: string): CityPageContent | undefined {
      const summary = summaries.find((page) => page.serviceSlug === serviceSlug && page.locationSlug === citySlug);
      return summary && withContent(summary, cityLocalContent(keyOf(summary), lang));
    },
    /** The city page at a path, or undefined when there is none; its local content must have been loaded. */
    findCityPageByPath(path: string): CityPageContent | undefined {
      const summary = summaries.find((page) => page.path === path);
      return summary && withContent(summary, cityLocalContent(keyOf(summary), lang));
    },
    /**
     * The 24 city pages in the order of the summaries, with every page's local content loaded, for
     * checks across the whole site. Pages in the browser load only their own (`findCityPage`).
     */
    loadCityPages(): Promise<readonly CityPageContent[]> {
      return Promise.all(summaries.map(async (summary) => withContent(summary, await loadCityLocalContent(keyOf(summary), lang))));
    },
  };
}

export const { findCityPage, findCityPageByPath, loadCityPages } = cityPagesFrom({
  lang: 'en',
  summaries: cityPageSummaries,
  findServiceByCitySlug,
  findCity,
});
