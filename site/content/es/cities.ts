import type * as en from '../cities';
import { citiesIn } from '../cityRecords';
import type { Localized } from '../localized';
import type { City } from '../types';

/** The Spanish twin of `../cities.ts` (`words/es/cities.json`). Place names stay as they are; what is said about them is Spanish. */
export const cities = citiesIn('es') satisfies Localized<typeof en.cities>;

export type ServiceCity = (typeof cities)[number];

export function findCity(slug: string): City | undefined {
  return cities.find((city) => city.slug === slug);
}
