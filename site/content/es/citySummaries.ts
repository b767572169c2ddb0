import type * as en from '../citySummaries';
import { citySummariesIn } from '../cityRecords';
import type { Localized } from '../localized';

/** The six cities: names stay as they are; only the county reads in Spanish ('condado de Walton'). */
export const citySummaries = citySummariesIn('es') satisfies Localized<typeof en.citySummaries>;
