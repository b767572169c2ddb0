import { cityLocalContent, loadCityLocalContent } from './cityLocalContent';
import { cityPageSummaries, findCityPageSummary } from './cityPageSummaries';
import { findCity } from './cities';
import { findServiceByCitySlug } from './services';
import type { CityLocalContent, CityPageContent, CityPageKey, CityPageSummary } from './types';

const keyOf = (summary: CityPageSummary): CityPageKey => `${summary.serviceSlug}-${summary.locationSlug}`;

/** A city page with everything it shows: its summary, its service's and its city's text, and its own. */
function withContent(summary: CityPageSummary, local: CityLocalContent): CityPageContent {
  const service = findServiceByCitySlug(summary.serviceSlug);
  const city = findCity(summary.locationSlug);
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

/**
 * The page of a service in a city, or undefined when there is none. Its local content must have been
 * loaded: the router loads it with the page (`loadPage`), so a render reads it synchronously.
 */
export function findCityPage(serviceSlug: string, citySlug: string): CityPageContent | undefined {
  const summary = findCityPageSummary(serviceSlug, citySlug);
  return summary && withContent(summary, cityLocalContent(keyOf(summary)));
}

/** The city page at a path, or undefined when there is none; its local content must have been loaded. */
export function findCityPageByPath(path: string): CityPageContent | undefined {
  const summary = cityPageSummaries.find((page) => page.path === path);
  return summary && withContent(summary, cityLocalContent(keyOf(summary)));
}

/**
 * The 24 city pages in the order of `cityPageSummaries`, with every page's local content loaded, for
 * checks across the whole site. Pages in the browser load only their own (`findCityPage`).
 */
export function loadCityPages(): Promise<readonly CityPageContent[]> {
  return Promise.all(
    cityPageSummaries.map(async (summary) => withContent(summary, await loadCityLocalContent(keyOf(summary)))),
  );
}
