/**
 * A person on the team page: one entry each (`team/<lang>/<id>.json`, the id made from the name when
 * the person is added). Name, photo and place are the same in every language; role and story are
 * each language's. Articles name their author by id, so the id stays when a name changes.
 */
import { fields, line, longText, neutral, order } from './fields';
import { photoFile } from './photos';

export const teamMemberSchema = fields({
  order,
  name: neutral(line('Name')),
  image: neutral(photoFile('Photo', 'team')),
  role: line('Role'),
  description: longText('About them'),
});
