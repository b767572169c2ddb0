import { business } from '../content/business';
import type { Lang } from './lang';

/**
 * The business facts in a language. The facts that are words (hours, response times, payment methods,
 * the short description, embed titles) are English at the top of `business.ts` and under each other
 * language's code; everything else is shared.
 */
export const businessFactsIn = (lang: Lang) => (lang === 'en' ? business : { ...business, ...business[lang] });
