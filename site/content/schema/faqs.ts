/** What the FAQ page's questions may be: `words/<lang>/faqs.json`, the same questions in every language. */
import * as v from 'valibot';
import { fields, line, longText, recordId } from './fields';

export const faqWordsSchema = fields({
  items: v.pipe(
    v.array(fields({ id: recordId, question: line('Question'), answer: longText('Answer') })),
    v.minLength(1, 'must have at least one question'),
    v.title('Questions'),
  ),
});

export type FaqWords = v.InferOutput<typeof faqWordsSchema>;
