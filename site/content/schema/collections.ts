/**
 * Every collection of the content, described once: its folder, its entries' schema, and what the
 * editor calls it. Each collection is a folder with a folder per language, one file per entry in it
 * (`faqs/es/response-time.json`), as a Git-based editor with per-field translation stores them: the
 * fields every language shares are in the default language's file only. The loader
 * (site/content/load/), the build's check (validate.ts) and the editor at /admin/ (its configuration
 * is generated from this) all read it, so they cannot drift apart.
 */
import type * as v from 'valibot';
import { articleFileSchema } from './articles';
import { businessSchema } from './business';
import { cityPageSchema, citySchema } from './cities';
import { faqSchema } from './faqs';
import { galleryPhotoSchema } from './gallery';
import { interfaceSchema } from './interface';
import { navigationSchema } from './navigation';
import { pageSchemas } from './pages';
import { serviceSchema } from './services';
import { teamMemberSchema } from './team';

/** An entry's fields: a `strictObject` (fields.ts), whose entries the editor shows in order. */
export type EntrySchema = v.StrictObjectSchema<v.ObjectEntries, v.ErrorMessage<v.StrictObjectIssue> | undefined>;

/** One entry of a collection of singletons: its own fields, `<folder>/<lang>/<name>.json`. */
export interface SingleEntry<Schema extends EntrySchema = EntrySchema> {
  name: string;
  label: string;
  description: string;
  schema: Schema;
  /** Words a developer keeps, with the code that shows them: not in the editor. */
  inEditor?: false;
}

/** A collection of singletons: each its own fields. */
export interface SingletonCollection<Files extends Record<string, SingleEntry> = Record<string, SingleEntry>> {
  kind: 'singletons';
  folder: string;
  label: string;
  description: string;
  entries: Files;
}

/** A collection of like entries, as many as the office writes: `<folder>/<lang>/<id>.<format>`. */
export interface EntryCollection<Schema extends EntrySchema = EntrySchema> {
  kind: 'entries';
  folder: string;
  label: string;
  labelSingular: string;
  description: string;
  schema: Schema;
  format: 'json' | 'md';
  /** The field a new entry's id (its file's name) is made from, in the default language, when it is created. */
  idFrom: string;
  /** Whether the office adds entries (cities, services and city pages need addresses in the code first). */
  create: boolean;
  /** How the editor lists them: a summary of the entry's fields. */
  summary: string;
}

export type ContentCollection = SingletonCollection | EntryCollection;

const singletons = <const Files extends Record<string, SingleEntry>>(folder: string, label: string, description: string, entries: Files) =>
  ({ kind: 'singletons', folder, label, description, entries }) as const satisfies SingletonCollection<Files>;

const single = <const Schema extends EntrySchema>(name: string, label: string, description: string, schema: Schema, inEditor?: false): SingleEntry<Schema> => ({
  name,
  label,
  description,
  schema,
  ...(inEditor === false ? { inEditor } : {}),
});

export const common = singletons('common', 'Business facts, menu and footer', 'What every page shares.', {
  business: single(
    'business',
    'Business facts',
    'Name, phone, email, hours, response times, rating, counties, social links, map and video: the facts every page, search result and email says.',
    businessSchema,
  ),
  navigation: single('navigation', 'Menu, footer and closing band', "The menu's pages and labels, the footer, and the call to action that closes most pages.", navigationSchema),
  interface: single('interface', 'Buttons and messages', 'The words of the controls and forms: kept by a developer, with the code.', interfaceSchema, false),
});

const page = <const Schema extends EntrySchema>(name: string, label: string, schema: Schema) =>
  single(name, label, 'Its address, its search result, and every heading and paragraph it shows.', schema);

export const pages = singletons('pages', 'Pages', 'The fixed pages, and the words every service, city and article page shares.', {
  home: page('home', 'Home page', pageSchemas.home),
  about: page('about', 'About', pageSchemas.about),
  team: page('team', 'Team page', pageSchemas.team),
  services: page('services', 'Services page', pageSchemas.services),
  faq: page('faq', 'FAQ page', pageSchemas.faq),
  contact: page('contact', 'Contact', pageSchemas.contact),
  blog: page('blog', 'Blog', pageSchemas.blog),
  privacy: page('privacy', 'Privacy policy', pageSchemas.privacy),
  notFound: page('notFound', 'Page not found (404)', pageSchemas.notFound),
  servicePage: single('servicePage', 'Every service page', 'The headings and text every service page shows around its own.', pageSchemas.servicePage),
  cityPage: single('cityPage', 'Every city page', 'The headings every city page shows around its own.', pageSchemas.cityPage),
  article: single('article', 'Every article page', 'What every article page shows after its article.', pageSchemas.article),
});

const entries = <const Schema extends EntrySchema>(collection: Omit<EntryCollection<Schema>, 'kind' | 'format'> & { format?: 'md' }) =>
  ({ kind: 'entries', format: 'json', ...collection }) as const satisfies EntryCollection<Schema>;

export const faqs = entries({
  folder: 'faqs',
  label: 'Frequently asked questions',
  labelSingular: 'Question',
  description: 'The questions and answers of the FAQ page, in the order of their number.',
  schema: faqSchema,
  idFrom: 'question',
  create: true,
  summary: '{{order}}. {{question}}',
});

export const team = entries({
  folder: 'team',
  label: 'Team',
  labelSingular: 'Person',
  description: 'The people on the team page, in the order of their number. Articles name their author by the id made from the name: it stays when the name changes.',
  schema: teamMemberSchema,
  idFrom: 'name',
  create: true,
  summary: '{{order}}. {{name}}, {{role}}',
});

export const gallery = entries({
  folder: 'gallery',
  label: 'Work photos',
  labelSingular: 'Work photo',
  description: 'The photos of the home page gallery, in the order of their number: the first four show before "See More Work".',
  schema: galleryPhotoSchema,
  idFrom: 'alt',
  create: true,
  summary: '{{order}}. {{alt}}',
});

export const services = entries({
  folder: 'services',
  label: 'Services',
  labelSingular: 'Service',
  description: 'The services, in the order of their number: their cards, pages, city pages and search results, and their place in the contact form. A new one is added as files: its entry, its city pages and its picture (docs/editing.md).',
  schema: serviceSchema,
  idFrom: 'slug',
  create: false,
  summary: '{{order}}. {{title}}',
});

export const cities = entries({
  folder: 'cities',
  label: 'Cities',
  labelSingular: 'City',
  description: 'The cities with their own service pages, in the order of their number, and what their pages say about each.',
  schema: citySchema,
  idFrom: 'name',
  create: false,
  summary: '{{order}}. {{name}}',
});

export const cityPages = entries({
  folder: 'cityPages',
  label: 'City pages',
  labelSingular: 'City page',
  description: 'What each service page of a city says: its search description, why the service matters there, and its questions.',
  schema: cityPageSchema,
  idFrom: 'description',
  create: false,
  summary: '{{description}}',
});

export const articles = entries({
  folder: 'articles',
  label: 'Articles',
  labelSingular: 'Article',
  description: 'The blog: one article per entry, its words in each language side by side. The newest (by "Published on") comes first.',
  schema: articleFileSchema,
  format: 'md',
  idFrom: 'slug',
  create: true,
  summary: '{{title}} ({{publishedAt}})',
});

export const contentCollections = [common, pages, faqs, team, gallery, services, cities, cityPages, articles] as const satisfies readonly ContentCollection[];
