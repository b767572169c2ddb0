/**
 * What the fixed pages (About, Team, Services, FAQ, Contact, Blog, the 404) and the service, city and
 * article templates may say: the cards' icons and the contact page's places once (`data/pages.json`),
 * and every heading and paragraph in each language (`words/<lang>/pages.json`), matched by id. Form
 * labels, errors, buttons and the patterns that name a service or a city stay with the components
 * (interfaceCopy.ts).
 */
import * as v from 'valibot';
import { fields, line, longText, recordId } from './fields';
import { icon } from './links';

const heading = line('Heading');
const intro = longText('Introduction');

export const pagesRecordSchema = fields({
  about: fields({
    values: v.pipe(v.array(fields({ id: recordId, icon })), v.minLength(1, 'must have at least one value'), v.title('Values, in order')),
    stats: v.pipe(v.array(fields({ id: recordId, value: line('Figure') })), v.minLength(1, 'must have at least one figure'), v.title('Figures, in order')),
  }),
  contact: fields({
    cards: v.pipe(
      v.array(
        fields({
          id: recordId,
          icon,
          link: v.optional(v.pipe(v.picklist(['phone', 'email'], 'must be phone or email'), v.title('Card dials the phone or writes an email'))),
        }),
      ),
      v.minLength(1, 'must have at least one card'),
      v.title('Ways to reach us, in order'),
    ),
    serviceAreas: v.pipe(
      v.array(line('Town, or county written as in the business facts (Walton County)')),
      v.minLength(1, 'must have at least one place'),
      v.title('Service areas, towns first (each language writes counties its own way)'),
    ),
  }),
});

export const pagesWordsSchema = fields({
  about: fields({
    heading,
    story: fields({ heading, paragraphs: v.pipe(v.array(longText('Paragraph')), v.minLength(1, 'must have at least one paragraph'), v.title('Paragraphs')) }),
    mission: fields({ heading, text: longText('Text') }),
    valuesHeading: line('Values heading'),
    values: v.pipe(v.array(fields({ id: recordId, title: line('Title'), description: longText('Description') })), v.title('Values')),
    statsHeading: line('Figures heading'),
    stats: v.pipe(v.array(fields({ id: recordId, label: line('What the figure counts') })), v.title('Figures')),
    certification: fields({ label: line('Badge'), text: longText('Text') }),
  }),
  team: fields({ heading, intro, staffHeading: line('Heading above the people') }),
  services: fields({
    heading,
    intro,
    availableInLabel: line('Label before the towns'),
    detailsLabel: line("Label of each service's list"),
    emergencyBadge: line('Emergency badge'),
  }),
  emergencyResponseText: longText('Emergency text of the service and city pages'),
  servicePage: fields({
    processHeading: line('Process heading'),
    detailsHeading: line('Details heading'),
    faqHeading: line('Questions heading'),
    citiesHeading: line('Towns heading'),
    ctaHeading: line('Closing heading'),
    ctaText: longText('Closing text'),
  }),
  relatedReadingHeading: line('Heading of the link to an article, on service and city pages'),
  cityPage: fields({
    detailsHeading: line('Details heading'),
    landmarksHeading: line('Landmarks heading'),
    neighborhoodsHeading: line('Neighborhoods heading'),
    otherLocationsHeading: line('Other towns heading'),
    faqHeading: line('Questions heading'),
    relatedServicesHeading: line('Related services heading'),
  }),
  faq: fields({ heading, intro, ctaHeading: line('Closing heading'), ctaText: longText('Closing text') }),
  contact: fields({
    heading,
    intro,
    emergency: fields({ heading, text: longText('Text') }),
    cardsHeading: line('Heading above the cards'),
    cards: v.pipe(v.array(fields({ id: recordId, title: line('Title'), lines: v.pipe(v.array(line('Line')), v.title('Lines')) })), v.title('Ways to reach us')),
    serviceAreasHeading: line('Service areas heading'),
    facebookLabel: line('Facebook link'),
    mapHeading: line('Map heading'),
    form: fields({ heading: line('Form heading'), intro: line('Line above the form') }),
  }),
  blog: fields({
    heading,
    intro,
    articlesHeading: line('Articles heading'),
    newsletter: fields({ heading: line('Newsletter heading'), text: longText('Newsletter text') }),
  }),
  article: fields({ ctaHeading: line('Closing heading'), ctaText: longText('Closing text'), moreHeading: line('Heading of the other articles') }),
  notFound: fields({ message: line('Heading'), text: longText('Text') }),
});

export type PagesRecord = v.InferOutput<typeof pagesRecordSchema>;
export type PagesWords = v.InferOutput<typeof pagesWordsSchema>;
