/** The building blocks of the content schemas, and what their problems say to whoever edits the files. */
import * as v from 'valibot';

/** A group of fields: a field it does not have is reported (a misspelt name), and so is one missing. */
export const fields = <const Entries extends v.ObjectEntries>(entries: Entries) =>
  v.strictObject(entries, (issue) => (issue.expected === 'never' ? 'is not a field here (misspelt?)' : 'is missing'));

export const notEmpty = v.check((value: string) => value.trim() !== '', 'must not be empty');
export const text = v.pipe(v.string('must be text'), notEmpty);

/** A paragraph or more: the editor gives it a text box rather than a line. */
export const longText = (title: string) => v.pipe(v.string('must be text'), notEmpty, v.title(title), v.metadata({ widget: 'text' }));

/** One line of text, with the label the editor shows. */
export const line = (title: string) => v.pipe(v.string('must be text'), notEmpty, v.title(title));

/** How a record is named across languages: lowercase words joined by hyphens. */
export const recordId = v.pipe(
  v.string('must be text'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, e.g. response-time'),
  v.title('Id (the same in every language)'),
);
