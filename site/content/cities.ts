import { citiesIn } from './cityRecords';
import type { City } from './types';

/**
 * The six cities with everything their pages show (`words/en/cities.json`), in the order of
 * `citySummaries`. Landmarks and areas are well-known public places; the water risks are what actually
 * drives calls in each town (rivers, soil, age and type of housing).
 */
export const cities: readonly City[] = citiesIn('en');

export type ServiceCity = (typeof cities)[number];

export function findCity(slug: string): ServiceCity | undefined {
  return cities.find((city) => city.slug === slug);
}
