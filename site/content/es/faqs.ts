import type * as en from '../faqs';
import type { Localized } from '../localized';
import type { FaqWords } from '../schema/faqs';
import { fillTextFacts } from '../textFacts';
import words from '../words/es/faqs.json';

/** The Spanish twin of `../faqs.ts`: the twelve questions of /es/preguntas-frecuentes (`words/es/faqs.json`). */
export const faqs = (words as FaqWords).items.map(({ question, answer }) => ({
  question: fillTextFacts(question, 'es'),
  answer: fillTextFacts(answer, 'es'),
})) satisfies Localized<typeof en.faqs>;
