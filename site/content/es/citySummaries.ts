import { citySummaries as english } from '../citySummaries';
import type { Localized } from '../localized';
import { countyName } from './phrases';

/** The six cities: names stay as they are; only the county reads in Spanish ('condado de Walton'). */
export const citySummaries = english.map((city) => ({ ...city, county: countyName(city.county) })) as unknown as Localized<
  typeof english
>;
