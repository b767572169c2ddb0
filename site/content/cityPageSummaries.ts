import type { Lang } from '../i18n/lang';
import { cityPagesIn } from './cityRecords';
import { citySummaries } from './citySummaries';
import { serviceSummaries } from './serviceSummaries';
import type { CityPageKey, CityPageSummary, CitySummary, ServiceSummary } from './types';

type ServiceForCityPages = Pick<ServiceSummary, 'cityServiceSlug' | 'title' | 'shortTitle' | 'emergencyService'>;

/** How a language words a city page's address, title and keywords. */
export interface CityPageWording {
  readonly path: (key: CityPageKey) => string;
  readonly title: (service: ServiceForCityPages, city: CitySummary) => string;
  readonly keywords: (service: ServiceForCityPages, city: CitySummary) => readonly string[];
}

/**
 * The city pages `data/cityPages.json` lists, in its order, worded by one language: each one's search
 * description is its own (`words/<lang>/cityPages.json`), its title and keywords follow the wording.
 */
export function buildCityPageSummaries(
  lang: Lang,
  services: readonly ServiceForCityPages[],
  cities: readonly CitySummary[],
  wording: CityPageWording,
): readonly CityPageSummary[] {
  return cityPagesIn(lang).map(({ key, serviceSlug, citySlug, description }): CityPageSummary => {
    const service = services.find((candidate) => candidate.cityServiceSlug === serviceSlug);
    const city = cities.find((candidate) => candidate.slug === citySlug);
    if (!service || !city) throw new Error(`/${key}-ga: data/cityPages.json names a service or a city the site does not have.`);
    return {
      path: wording.path(key),
      locationSlug: city.slug,
      locationName: city.name,
      serviceSlug: service.cityServiceSlug,
      serviceTitle: service.title,
      isEmergency: service.emergencyService,
      seoData: { title: wording.title(service, city), description, keywords: wording.keywords(service, city) },
      geo: city.geo,
    };
  });
}

/**
 * The 24 city pages as the route table, links and search results see them: every core service in every
 * city, in service-then-city order. `cityPages.ts` adds what each page shows.
 */
export const cityPageSummaries: readonly CityPageSummary[] = buildCityPageSummaries('en', serviceSummaries, citySummaries, {
  path: (key) => `/${key}-ga`,
  title: (service, city) => `${service.title} in ${city.name}, GA`,
  keywords: (service, city) => [
    `${service.shortTitle.toLowerCase()} ${city.name}`,
    `${service.title.toLowerCase()} ${city.name} GA`,
    `${city.name} ${city.zip}`,
    `${city.county} ${service.shortTitle.toLowerCase()}`,
  ],
});

export function findCityPageSummary(serviceSlug: string, citySlug: string): CityPageSummary | undefined {
  return cityPageSummaries.find((page) => page.serviceSlug === serviceSlug && page.locationSlug === citySlug);
}
