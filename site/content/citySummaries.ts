import { citySummariesIn } from './cityRecords';
import type { CitySummary } from './types';

/**
 * The six cities with their own service pages: who they are and where (`data/cities.json`), which is
 * all the route table, the footer and the structured data need. `cities.ts` adds what the city pages
 * say about each one.
 */
export const citySummaries: readonly CitySummary[] = citySummariesIn('en');
