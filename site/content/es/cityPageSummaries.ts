import { es } from '../../i18n/paths';
import { buildCityPageSummaries } from '../cityPageSummaries';
import type { CityPageSummary } from '../types';
import { citySummaries } from './citySummaries';
import { serviceSummaries } from './serviceSummaries';

/** The Spanish twin of `../cityPageSummaries.ts`: the 24 city pages, in the same order. */
export const cityPageSummaries: readonly CityPageSummary[] = buildCityPageSummaries('es', serviceSummaries, citySummaries, {
  path: (key) => es(`/${key}-ga`),
  title: (service, city) => `${service.title} en ${city.name}, GA`,
  keywords: (service, city) => [
    `${service.shortTitle.toLowerCase()} ${city.name}`,
    `${service.title.toLowerCase()} en ${city.name} GA`,
    `${city.name} ${city.zip}`,
    `${service.shortTitle.toLowerCase()} ${city.county}`,
  ],
});

export function findCityPageSummary(serviceSlug: string, citySlug: string): CityPageSummary | undefined {
  return cityPageSummaries.find((page) => page.serviceSlug === serviceSlug && page.locationSlug === citySlug);
}
