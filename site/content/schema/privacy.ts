/** What the privacy page may say: its date once (`data/privacy.json`), its words per language (`words/<lang>/privacy.json`). */
import * as v from 'valibot';
import { fields, line, longText, recordId } from './fields';

export const privacyRecordSchema = fields({
  updated: v.pipe(v.string('must be text'), v.isoDate('must be a date written YYYY-MM-DD'), v.title('Last updated')),
});

export const privacyWordsSchema = fields({
  heading: line('Heading'),
  intro: longText('Introduction'),
  updatedLabel: line('Label before the date'),
  sections: v.pipe(
    v.array(
      v.pipe(
        fields({
          id: recordId,
          heading: line('Heading'),
          paragraphs: v.pipe(v.array(longText('Paragraph')), v.title('Paragraphs')),
          items: v.optional(v.pipe(v.array(longText('Item')), v.minLength(1, 'must have at least one item, or be left out'), v.title('List after the paragraphs'))),
        }),
        v.check((section) => section.paragraphs.length > 0 || section.items !== undefined, 'must have a paragraph or a list'),
      ),
    ),
    v.minLength(1, 'must have at least one section'),
    v.title('Sections'),
  ),
});

export type PrivacyRecord = v.InferOutput<typeof privacyRecordSchema>;
export type PrivacyWords = v.InferOutput<typeof privacyWordsSchema>;
