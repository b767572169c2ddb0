/**
 * The fixed pages and the page templates: one entry each (`pages/<lang>/<page>.json`), each with its
 * own fields. A fixed page has its address in each language (`slug`: '' for the home page) and what
 * search engines show; then every heading, paragraph and card it says. The icons, links, figures and
 * photos are the default language's. Form labels, errors, buttons and the patterns that name a
 * service or a city are the interface words (interface.ts).
 */
import * as v from 'valibot';
import { fields, line, lines, longText, neutral, paragraphs, recordId, text } from './fields';
import { icon, sitePath } from './links';
import { photoFile } from './photos';

const heading = line('Heading');
const intro = longText('Introduction');
const picture = v.pipe(
  v.string('must be text'),
  v.regex(/^(gallery|team|blog|hero)\/[\w-]+\.(jpe?g|png|webp)$/i, 'must be a picture under site/assets/, e.g. hero/home-hero.jpg'),
);

/** What every fixed page has first: its address in the language and what search engines show. */
const page = <const Entries extends v.ObjectEntries>(entries: Entries) =>
  fields({
    slug: v.pipe(
      v.string('must be text'),
      v.regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'must be lowercase words without accents joined by hyphens, or empty for the home page'),
      v.title('Address (after the language)'),
      v.description('Changing it breaks links people saved.'),
    ),
    meta: v.pipe(
      fields({
        title: line('Title (the site adds its name)'),
        description: longText('Description (what search results show under the title)'),
        keywords: v.pipe(v.array(text), v.title('Keywords')),
        image: v.optional(neutral(v.pipe(picture, v.title('Picture for link previews')))),
        noindex: v.optional(neutral(v.pipe(v.boolean('must be true or false'), v.title('Keep out of search results')))),
      }),
      v.title('Search results'),
    ),
    ...entries,
  });

const cards = <const Entries extends v.ObjectEntries>(title: string, entries: Entries) =>
  v.pipe(v.array(fields(entries)), v.minLength(1, 'must have at least one'), v.title(title));

export const homePageSchema = page({
  hero: fields({
    eyebrow: line('Line above the heading'),
    heading: line('Heading'),
    subheading: longText('Text under the heading'),
    image: neutral(v.pipe(picture, v.regex(/^hero\//, 'must be a photo under site/assets/hero/'), v.title('Photo'))),
    imageAlt: line('What the photo shows'),
  }),
  reviews: fields({ heading, fallbackText: longText('Text shown until the live reviews load') }),
  familyOwned: fields({ heading, paragraphs: paragraphs() }),
  map: fields({ heading, text: longText('Text') }),
  services: fields({
    heading,
    intro,
    items: cards('Service cards, in order', {
      icon: neutral(icon),
      link: neutral(sitePath('Page the card leads to (its English address)')),
      title: line('Title'),
      description: longText('Description'),
    }),
  }),
  audiences: fields({
    heading,
    cards: cards('Who we help: cards', { title: line('Title'), description: longText('Description'), features: lines('Points', 'Point') }),
  }),
  video: fields({ heading, text: longText('Text') }),
  accordions: fields({
    heading,
    intro,
    sections: cards('Sections', {
      id: neutral(recordId),
      heading,
      items: cards('Items', { question: line('Question or step'), answer: longText('Answer') }),
    }),
  }),
  gallery: fields({ heading, intro }),
});

export const aboutPageSchema = page({
  heading,
  story: fields({ heading, paragraphs: paragraphs() }),
  mission: fields({ heading, text: longText('Text') }),
  valuesHeading: line('Values heading'),
  values: cards('Values, in order', { icon: neutral(icon), title: line('Title'), description: longText('Description') }),
  statsHeading: line('Figures heading'),
  stats: cards('Figures, in order', { value: neutral(line('Figure')), label: line('What the figure counts') }),
  certification: fields({ label: line('Badge'), text: longText('Text') }),
});

export const teamPageSchema = page({
  heading,
  intro,
  staffHeading: line('Heading above the people'),
  future: fields({
    heading: line('Heading of the family section'),
    paragraphs: paragraphs(),
    image: neutral(photoFile('Family photo', 'team')),
    imageAlt: line('What the family photo shows'),
  }),
});

export const servicesPageSchema = page({
  heading,
  intro,
  availableInLabel: line('Label before the towns'),
  detailsLabel: line("Label of each service's list"),
  emergencyBadge: line('Emergency badge'),
});

export const faqPageSchema = page({ heading, intro, ctaHeading: line('Closing heading'), ctaText: longText('Closing text') });

export const contactPageSchema = page({
  heading,
  intro,
  emergency: fields({ heading, text: longText('Text') }),
  cardsHeading: line('Heading above the cards'),
  cards: cards('Ways to reach us, in order', {
    icon: neutral(icon),
    link: v.optional(neutral(v.pipe(v.picklist(['phone', 'email'], 'must be phone or email'), v.title('Card dials the phone or writes an email')))),
    title: line('Title'),
    lines: v.pipe(v.array(line('Line')), v.title('Lines')),
  }),
  serviceAreasHeading: line('Service areas heading'),
  serviceAreas: neutral(
    v.pipe(
      v.array(line('Town, or county written as in the business facts (Walton County)')),
      v.minLength(1, 'must have at least one place'),
      v.title('Service areas, towns first (each language writes counties its own way)'),
    ),
  ),
  facebookLabel: line('Facebook link'),
  mapHeading: line('Map heading'),
  form: fields({ heading: line('Form heading'), intro: line('Line above the form') }),
});

export const blogPageSchema = page({
  heading,
  intro,
  articlesHeading: line('Articles heading'),
  newsletter: fields({ heading: line('Newsletter heading'), text: longText('Newsletter text') }),
});

export const privacyPageSchema = page({
  updated: neutral(v.pipe(v.string('must be text'), v.isoDate('must be a date written YYYY-MM-DD'), v.title('Last updated'), v.metadata({ widget: 'date' }))),
  heading,
  intro,
  updatedLabel: line('Label before the date'),
  sections: v.pipe(
    v.array(
      v.pipe(
        fields({
          id: neutral(recordId),
          heading,
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

export const notFoundPageSchema = page({ message: line('Heading'), text: longText('Text') });

/** The words every service page shows around its service's own. */
export const servicePageSchema = fields({
  processHeading: line('Process heading'),
  detailsHeading: line('Details heading'),
  faqHeading: line('Questions heading'),
  citiesHeading: line('Towns heading'),
  ctaHeading: line('Closing heading'),
  ctaText: longText('Closing text'),
  emergencyResponseText: longText('Emergency text (service and city pages)'),
  relatedReadingHeading: line('Heading of the link to an article (service and city pages)'),
});

/** The words every city page shows around its city's and its service's. */
export const cityPageSchema = fields({
  detailsHeading: line('Details heading'),
  landmarksHeading: line('Landmarks heading'),
  neighborhoodsHeading: line('Neighborhoods heading'),
  otherLocationsHeading: line('Other towns heading'),
  faqHeading: line('Questions heading'),
  relatedServicesHeading: line('Related services heading'),
});

/** The words every article page shows around its article. */
export const articlePageSchema = fields({ ctaHeading: line('Closing heading'), ctaText: longText('Closing text'), moreHeading: line('Heading of the other articles') });

/** The fixed pages, each with its address; the route table has one route for each. */
export const fixedPageSchemas = {
  home: homePageSchema,
  about: aboutPageSchema,
  team: teamPageSchema,
  services: servicesPageSchema,
  faq: faqPageSchema,
  contact: contactPageSchema,
  blog: blogPageSchema,
  privacy: privacyPageSchema,
  notFound: notFoundPageSchema,
};
export type StaticPageKey = keyof typeof fixedPageSchemas;
export const staticPageKeys = Object.keys(fixedPageSchemas) as StaticPageKey[];

/** Every entry of the pages' collection, by its file's name. */
export const pageSchemas = { ...fixedPageSchemas, servicePage: servicePageSchema, cityPage: cityPageSchema, article: articlePageSchema };
