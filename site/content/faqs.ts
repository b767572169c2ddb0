import type { FaqWords } from './schema/faqs';
import { fillTextFacts } from './textFacts';
import type { FaqItem } from './types';
import words from './words/en/faqs.json';

/** The /faq page's twelve questions (`words/en/faqs.json`); the page also emits them as FAQPage JSON-LD. */
export const faqs: readonly FaqItem[] = (words as FaqWords).items.map(({ question, answer }) => ({
  question: fillTextFacts(question, 'en'),
  answer: fillTextFacts(answer, 'en'),
}));
