/**
 * What the team page may say: the people once (`data/team.json`: id, name and photo; articles name
 * their author by id, so an id stays when a name changes), and their roles and stories in each
 * language (`words/<lang>/team.json`), matched by id.
 */
import * as v from 'valibot';
import { fields, line, longText, recordId } from './fields';
import { photoFile } from './photos';

export const teamRecordSchema = fields({
  members: v.pipe(
    v.array(fields({ id: recordId, name: line('Name'), image: photoFile('Photo file', 'team') })),
    v.minLength(1, 'must have at least one person'),
    v.title('People, in the order the page shows them'),
  ),
  future: fields({ image: photoFile('Family photo file', 'team') }),
});

export const teamWordsSchema = fields({
  members: v.pipe(v.array(fields({ id: recordId, role: line('Role'), description: longText('About them') })), v.title('Roles and stories')),
  future: fields({
    heading: line('Heading of the family section'),
    paragraphs: v.pipe(v.array(longText('Paragraph')), v.minLength(1, 'must have at least one paragraph'), v.title('Paragraphs')),
    imageAlt: line('What the family photo shows'),
  }),
});

export type TeamRecord = v.InferOutput<typeof teamRecordSchema>;
export type TeamWords = v.InferOutput<typeof teamWordsSchema>;
