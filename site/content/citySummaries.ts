import type { CitySummary } from './types';

/**
 * The six cities with their own service pages: who they are and where, which is all the route table,
 * the footer and the structured data need. `cities.ts` adds what the city pages say about each one.
 */
export const citySummaries = [
  {
    slug: 'loganville',
    name: 'Loganville',
    county: 'Walton County',
    zip: '30052',
    geo: { latitude: 33.839, longitude: -83.9008 },
  },
  {
    slug: 'grayson',
    name: 'Grayson',
    county: 'Gwinnett County',
    zip: '30017',
    geo: { latitude: 33.8943, longitude: -83.9557 },
  },
  {
    slug: 'snellville',
    name: 'Snellville',
    county: 'Gwinnett County',
    zip: '30078',
    geo: { latitude: 33.8573, longitude: -84.0199 },
  },
  {
    slug: 'monroe',
    name: 'Monroe',
    county: 'Walton County',
    zip: '30655',
    geo: { latitude: 33.7948, longitude: -83.7132 },
  },
  {
    slug: 'bethlehem',
    name: 'Bethlehem',
    county: 'Barrow County',
    zip: '30620',
    geo: { latitude: 33.9326, longitude: -83.7149 },
  },
  {
    slug: 'lawrenceville',
    name: 'Lawrenceville',
    county: 'Gwinnett County',
    zip: '30046',
    geo: { latitude: 33.9562, longitude: -83.988 },
  },
] as const satisfies readonly CitySummary[];
