/**
 * A core service: one entry each (`services/<lang>/<id>.json`, named by its English address), and
 * nothing else names it: its pages, its city pages, its cards and links, its place in the sitemap
 * and the contact form's choice of it all come from here. What it is once (icon, picture, related
 * article, whether it is an emergency, whether it has a page in each city, its place); what it says in
 * each language, with its own addresses: the service page's (`slug`) and how its city pages' begin
 * (`citySlug`). A service with city pages has an entry in cityPages/ for each city (checks.ts).
 */
import * as v from 'valibot';
import { iconNames } from '../types';
import { fields, line, lines, longText, neutral, order, paragraphs, recordId, slugPattern, text } from './fields';

const address = (title: string, hint: string) =>
  v.pipe(v.string('must be text'), v.regex(slugPattern, 'must be lowercase words without accents joined by hyphens'), v.title(title), v.description(hint));

export const serviceSchema = fields({
  order,
  slug: address('Address of its page', 'Lowercase words without accents, joined by hyphens. Changing it breaks links people saved.'),
  cityPages: neutral(v.pipe(v.boolean('must be true or false'), v.title('Has a page in each city'))),
  // Only for a service with city pages (checks.ts), in every language.
  citySlug: v.optional(address('How the addresses of its city pages begin', 'Followed by the city: restauracion-de-danos-por-agua-monroe-ga.')),
  icon: neutral(v.pipe(v.picklist(iconNames, `must be one of the icons of the design system: ${iconNames.join(', ')}`), v.title('Icon'))),
  emergencyService: neutral(v.pipe(v.boolean('must be true or false'), v.title('Emergency service (answered around the clock)'))),
  image: neutral(
    v.pipe(
      v.string('must be text'),
      v.regex(/^(gallery|team|blog|hero)\/[\w-]+\.(jpe?g|png|webp)$/i, 'must be a picture under site/assets/, e.g. gallery/gallery-01.jpg'),
      v.title('Picture for link previews'),
    ),
  ),
  // Articles are files the office adds; the content check (checks.ts) wants an article at this address.
  relatedArticle: neutral(v.pipe(recordId, v.title('Related article (its English address, after /blog/)'))),
  title: line('Name'),
  shortTitle: line('Short name (the footer and tight spaces)'),
  formLabel: line('Its name in the contact form’s list'),
  // Drafts kept by older forms may still send it; the form and the function read it as this service.
  formerFormValue: v.optional(neutral(v.pipe(v.string('must be text'), v.regex(slugPattern, 'must be lowercase words joined by hyphens'), v.title('Value older contact forms sent for it')))),
  description: longText('Summary (its card and the services page)'),
  meta: v.pipe(
    fields({
      title: line('Title (the site adds its name)'),
      description: longText('Description (what search results show under the title)'),
      keywords: v.pipe(v.array(text), v.title('Keywords')),
    }),
    v.title('Search results'),
  ),
  longDescription: paragraphs('Opening paragraphs of its page'),
  details: lines('What the service includes', 'Part of the service'),
  processSteps: v.pipe(
    v.array(fields({ title: line('Step'), description: longText('What happens') })),
    v.minLength(1, 'must have at least one step'),
    v.title('How the work goes, step by step'),
  ),
  faqs: v.pipe(v.array(fields({ question: line('Question'), answer: longText('Answer') })), v.minLength(1, 'must have at least one question'), v.title('Questions and answers')),
});
