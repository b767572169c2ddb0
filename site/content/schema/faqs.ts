/** A question of the FAQ page: one entry each (`faqs/<lang>/<id>.json`), its place in the page in the default language's file. */
import { fields, line, longText, order } from './fields';

export const faqSchema = fields({ order, question: line('Question'), answer: longText('Answer') });
