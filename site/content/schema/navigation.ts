/**
 * What every page shows around its content: the menu, the footer and the closing call to action, one
 * entry (`common/<lang>/navigation.json`). The pages the links lead to are the default language's; each
 * language labels them. The menu's buttons and the names screen readers hear are the interface words.
 */
import * as v from 'valibot';
import { fields, line, longText, neutral } from './fields';
import { sitePath } from './links';

const links = (title: string) =>
  v.pipe(
    v.array(fields({ link: neutral(sitePath('Page (its English address)')), label: line('Label') })),
    v.minLength(1, 'must have at least one link'),
    v.title(title),
  );

export const navigationSchema = fields({
  emergencyNote: line('Note at the top of every page'),
  mainNav: links('Menu, in order'),
  footer: fields({
    about: fields({ text: longText('About the company'), certificationLabel: line('Certification badge') }),
    servicesHeading: line('Services heading'),
    contact: fields({ heading: line('Contact heading'), lines: v.pipe(v.array(line('Line')), v.title('Address and hours lines')) }),
    serviceAreasHeading: line('Service areas heading'),
    links: links("Footer's bottom links, in order"),
    copyright: line('Copyright line'),
  }),
  emergencyCta: fields({ heading: line('Heading of the closing band'), text: longText('Text of the closing band') }),
});
