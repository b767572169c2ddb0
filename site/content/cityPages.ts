import { cityPageSummaries } from './cityPageSummaries';
import { findCity } from './cities';
import { findServiceByCitySlug } from './services';
import type { CityLocalContent, CityPageContent } from './types';

/**
 * The part of each city page that is written for that service in that city, one module per page in
 * `cityLocal/<service>-<city>.ts`. Two pages have no FAQs on purpose, so the template's "FAQ section
 * only when FAQs exist" rule is exercised by real data: crawl-space-cleanup-grayson and
 * mold-inspection-bethlehem.
 */
const localContent = import.meta.glob<CityLocalContent>('./cityLocal/*.ts', { eager: true, import: 'default' });

/** The 24 city pages with everything each one shows, in the order of `cityPageSummaries`. */
export const cityPages: readonly CityPageContent[] = cityPageSummaries.map((summary): CityPageContent => {
  const service = findServiceByCitySlug(summary.serviceSlug);
  const city = findCity(summary.locationSlug);
  if (!service || !city) throw new Error(`No service or city content for ${summary.path}.`);
  const localFile = `cityLocal/${summary.serviceSlug}-${summary.locationSlug}.ts`;
  const local = localContent[`./${localFile}`];
  if (!local) {
    throw new Error(`No local content for ${summary.path}: every city page needs site/content/${localFile}.`);
  }
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
});

export function findCityPage(serviceSlug: string, citySlug: string): CityPageContent | undefined {
  return cityPages.find((page) => page.serviceSlug === serviceSlug && page.locationSlug === citySlug);
}

export function findCityPageByPath(path: string): CityPageContent | undefined {
  return cityPages.find((page) => page.path === path);
}
