/**
 * Every content file the office edits, described once: where it lives, whether each language has its
 * own, what it may contain (a valibot schema), and what the editor calls it. The build's check
 * (validate.ts) and the editor at /admin/ (its Decap CMS configuration is generated from this) both
 * read it, so the two cannot drift apart.
 */
import type * as v from 'valibot';
import { businessRecordSchema, businessWordsSchema } from './business';
import { cityPageRecordSchema, cityPageWordsSchema, cityRecordSchema, cityWordsSchema } from './cities';
import { faqWordsSchema } from './faqs';
import { galleryRecordSchema, galleryWordsSchema } from './gallery';
import { homeRecordSchema, homeWordsSchema } from './home';
import { navigationRecordSchema, navigationWordsSchema } from './navigation';
import { pageMetaRecordSchema, pageMetaWordsSchema } from './pageMeta';
import { pagesRecordSchema, pagesWordsSchema } from './pages';
import { privacyRecordSchema, privacyWordsSchema } from './privacy';
import { serviceRecordSchema, serviceWordsSchema } from './services';
import { teamRecordSchema, teamWordsSchema } from './team';

export interface ContentCollection {
  /** Its name in the editor's address and in the file's name: `words/{lang}/<name>.json`, `data/<name>.json`. */
  name: string;
  /** What the editor calls it. */
  label: string;
  /** What it holds, for the editor's list of collections. */
  description: string;
  /**
   * Words (`words/<lang>/<name>.json`, one file per language, edited side by side) or facts every
   * language shares (`data/<name>.json`).
   */
  perLanguage: boolean;
  /** A `strictObject`: its entries are the editor's fields, in order. */
  schema: v.StrictObjectSchema<v.ObjectEntries, v.ErrorMessage<v.StrictObjectIssue> | undefined>;
}

export const contentCollections = [
  {
    name: 'business',
    label: 'Business facts',
    description: 'Name, phone, email, address, years, rating, counties, social links: shared by every language.',
    perLanguage: false,
    schema: businessRecordSchema,
  },
  {
    name: 'business',
    label: 'Business facts in words',
    description: 'Opening hours, response times, ways to pay and the short description, in each language.',
    perLanguage: true,
    schema: businessWordsSchema,
  },
  {
    name: 'faqs',
    label: 'Frequently asked questions',
    description: 'The questions and answers of the FAQ page, in each language, in the order the page shows them.',
    perLanguage: true,
    schema: faqWordsSchema,
  },
  {
    name: 'gallery',
    label: 'Work photos',
    description: 'The photos of the home page gallery, in the order it shows them: the first four before "See More Work".',
    perLanguage: false,
    schema: galleryRecordSchema,
  },
  {
    name: 'gallery',
    label: 'Work photos: descriptions',
    description: 'What each photo shows, in each language, for people who cannot see it and for search engines.',
    perLanguage: true,
    schema: galleryWordsSchema,
  },
  {
    name: 'team',
    label: 'Team',
    description: 'The people on the team page (name and photo) and the family photo. Articles name their author by id: keep an id when a name changes.',
    perLanguage: false,
    schema: teamRecordSchema,
  },
  {
    name: 'team',
    label: 'Team: roles and stories',
    description: "Each person's role and story, and the family section, in each language.",
    perLanguage: true,
    schema: teamWordsSchema,
  },
  {
    name: 'privacy',
    label: 'Privacy policy: date',
    description: 'When the privacy policy last changed: update it with every change to the words.',
    perLanguage: false,
    schema: privacyRecordSchema,
  },
  {
    name: 'privacy',
    label: 'Privacy policy',
    description: 'What the forms collect, where it goes, how long it is kept and how to have it deleted, in each language.',
    perLanguage: true,
    schema: privacyWordsSchema,
  },
  {
    name: 'pageMeta',
    label: 'Search results: pictures',
    description: 'For each fixed page: the picture link previews show, and whether it stays out of search results.',
    perLanguage: false,
    schema: pageMetaRecordSchema,
  },
  {
    name: 'pageMeta',
    label: 'Search results: titles and descriptions',
    description: 'For each fixed page, in each language: the title and description search engines show, and its keywords.',
    perLanguage: true,
    schema: pageMetaWordsSchema,
  },
  {
    name: 'services',
    label: 'Services',
    description:
      'The four services, in the order the site lists them: icon, picture, related article, and whether it is an emergency. Their addresses are fixed: each city page and link is built from them.',
    perLanguage: false,
    schema: serviceRecordSchema,
  },
  {
    name: 'services',
    label: 'Services in words',
    description: 'What each service is called and says, in each language: its card, its search result, and its page: paragraphs, details, steps and questions.',
    perLanguage: true,
    schema: serviceWordsSchema,
  },
  {
    name: 'cities',
    label: 'Cities',
    description: 'The cities with their own service pages: name, county, ZIP code and position, shared by every language.',
    perLanguage: false,
    schema: cityRecordSchema,
  },
  {
    name: 'cities',
    label: 'Cities: descriptions',
    description: 'What the city pages say about each city, in each language: the description, landmarks, areas and water risks.',
    perLanguage: true,
    schema: cityWordsSchema,
  },
  {
    name: 'cityPages',
    label: 'City pages',
    description: 'Which service has a page in which city, in the order the site lists them.',
    perLanguage: false,
    schema: cityPageRecordSchema,
  },
  {
    name: 'cityPages',
    label: 'City pages: words',
    description: 'What each city page says in each language: its search description, why the service matters there, and its questions.',
    perLanguage: true,
    schema: cityPageWordsSchema,
  },
  {
    name: 'home',
    label: 'Home page: photo and service cards',
    description: "The hero photo, and each service card's icon and the page it leads to.",
    perLanguage: false,
    schema: homeRecordSchema,
  },
  {
    name: 'home',
    label: 'Home page',
    description: 'Every heading, paragraph and card of the home page, in each language.',
    perLanguage: true,
    schema: homeWordsSchema,
  },
  {
    name: 'navigation',
    label: 'Menu and footer: pages',
    description: 'The pages the menu and the footer link to, in order.',
    perLanguage: false,
    schema: navigationRecordSchema,
  },
  {
    name: 'navigation',
    label: 'Menu, footer and closing band',
    description: "The menu's labels, the footer's text and the call to action that closes most pages, in each language.",
    perLanguage: true,
    schema: navigationWordsSchema,
  },
  {
    name: 'pages',
    label: 'Pages: icons and service areas',
    description: "The About page's value icons and figures, the Contact page's cards and the towns and counties it lists.",
    perLanguage: false,
    schema: pagesRecordSchema,
  },
  {
    name: 'pages',
    label: 'Pages',
    description: 'The headings and text of the About, Team, Services, FAQ, Contact and Blog pages, the 404 page, and the service, city and article pages, in each language.',
    perLanguage: true,
    schema: pagesWordsSchema,
  },
] as const satisfies readonly ContentCollection[];

/** The file of a collection, relative to the content folder, in one language for words. */
export const collectionFile = (collection: Pick<ContentCollection, 'name' | 'perLanguage'>, lang?: string): string =>
  collection.perLanguage ? `words/${lang ?? '{lang}'}/${collection.name}.json` : `data/${collection.name}.json`;
