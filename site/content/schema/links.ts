/** Fields the records of pages share: an icon from the site's set and a link to one of its pages. */
import * as v from 'valibot';
import { iconNames } from '../types';

/** One of the design system's icons the content may name. */
export const icon = v.pipe(v.picklist(iconNames, `must be one of the site's icons: ${iconNames.join(', ')}`), v.title('Icon'));

/**
 * A page of the site by its English address (`/contact`, `/water-restoration`): each language links
 * to its own version of that page.
 */
export const sitePath = (title: string) =>
  v.pipe(
    v.string('must be text'),
    v.regex(/^\/[a-z0-9-]*(?:#[a-z0-9-]+)?$/, 'must be the English address of a page of the site, e.g. /contact or /water-restoration'),
    v.title(title),
  );
