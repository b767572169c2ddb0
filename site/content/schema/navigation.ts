/**
 * What every page says around its content: the menu's pages and the footer's links once
 * (`data/navigation.json`), and their labels, the footer's text and the closing call to action in each
 * language (`words/<lang>/navigation.json`), matched by id. The menu's buttons and the names screen
 * readers hear stay with the components (interfaceCopy.ts).
 */
import * as v from 'valibot';
import { fields, line, longText, recordId } from './fields';
import { sitePath } from './links';

const links = (title: string) =>
  v.pipe(v.array(fields({ id: recordId, link: sitePath('Page (its English address)') })), v.minLength(1, 'must have at least one link'), v.title(title));
const labels = (title: string) => v.pipe(v.array(fields({ id: recordId, label: line('Label') })), v.title(title));

export const navigationRecordSchema = fields({
  mainNav: links('Menu, in order'),
  footer: fields({ links: links("Footer's bottom links, in order") }),
});

export const navigationWordsSchema = fields({
  emergencyNote: line('Note at the top of every page'),
  mainNav: labels('Menu labels'),
  footer: fields({
    about: fields({ text: longText('About the company'), certificationLabel: line('Certification badge') }),
    servicesHeading: line('Services heading'),
    contact: fields({ heading: line('Contact heading'), lines: v.pipe(v.array(line('Line')), v.title('Address and hours lines')) }),
    serviceAreasHeading: line('Service areas heading'),
    links: labels("Bottom links' labels"),
    copyright: line('Copyright line'),
  }),
  emergencyCta: fields({ heading: line('Heading of the closing band'), text: longText('Text of the closing band') }),
});

export type NavigationRecord = v.InferOutput<typeof navigationRecordSchema>;
export type NavigationWords = v.InferOutput<typeof navigationWordsSchema>;
