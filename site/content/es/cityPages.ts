import { cityPagesFrom } from '../cityPages';
import { findCity } from './cities';
import { cityPageSummaries } from './cityPageSummaries';
import { findServiceByCitySlug } from './services';

/** The Spanish city pages: the same template over the Spanish summaries, services, cities and `words/es/cityPages.json`. */
export const { findCityPage, findCityPageByPath, loadCityPages } = cityPagesFrom({
  lang: 'es',
  summaries: cityPageSummaries,
  findServiceByCitySlug,
  findCity,
});
