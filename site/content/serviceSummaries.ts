import { serviceSummariesIn, type OnePerService } from './serviceCatalog';
import type { ServiceSummary } from './types';

/**
 * The four core services as links, cards and search results show them (`data/services.json` and
 * `words/en/services.json`). The route table, the footer and the city page index read this;
 * `services.ts` adds what the service pages say (process, details, FAQs).
 */
export const serviceSummaries: OnePerService<ServiceSummary> = serviceSummariesIn('en');
