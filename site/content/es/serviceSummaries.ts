import type { Localized } from '../localized';
import { serviceSummariesIn } from '../serviceCatalog';
import type * as en from '../serviceSummaries';

/** The Spanish twin of `../serviceSummaries.ts`: the same services, in the words of `words/es/services.json`. */
export const serviceSummaries = serviceSummariesIn('es') satisfies Localized<typeof en.serviceSummaries>;
