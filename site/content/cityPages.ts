import type { Lang } from '../i18n/lang';
import { findCity } from './cities';
import { cityPagesIn } from './cityRecords';
import { cityPageSummaries } from './cityPageSummaries';
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
  /** What each page says that no other page says (`words/<lang>/cityPages.json`). */
  const localContent = new Map(cityPagesIn(lang).map(({ key, localAngle, faqs }): [CityPageKey, CityLocalContent] => [key, { localAngle, faqs }]));

  /** A city page with everything it shows: its summary, its service's and its city's text, and its own. */
  function withContent(summary: CityPageSummary): CityPageContent {
    const service = findService(summary.serviceSlug);
    const city = findPlace(summary.locationSlug);
    const local = localContent.get(keyOf(summary));
    if (!service || !city || !local) throw new Error(`No service, city or page words for ${summary.path}.`);
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
    /** The page of a service in a city, or undefined when there is none. */
    findCityPage(serviceSlug: string, citySlug: string): CityPageContent | undefined {
      const summary = summaries.find((page) => page.serviceSlug === serviceSlug && page.locationSlug === citySlug);
      return summary && withContent(summary);
    },
    /** The city page at a path, or undefined when there is none. */
    findCityPageByPath(path: string): CityPageContent | undefined {
      const summary = summaries.find((page) => page.path === path);
      return summary && withContent(summary);
    },
    /**
     * The 24 city pages in the order of the summaries, for checks across the whole site. A promise, as
     * when each page's words were a module of their own: the tests and checks that read them all await it.
     */
    loadCityPages(): Promise<readonly CityPageContent[]> {
      return Promise.resolve(summaries.map(withContent));
    },
  };
}

export const { findCityPage, findCityPageByPath, loadCityPages } = cityPagesFrom({
  lang: 'en',
  summaries: cityPageSummaries,
  findServiceByCitySlug,
  findCity,
});
