/**
 * What the four core services may be: what each is once (`data/services.json`: its page, its city
 * pages, its icon, its picture, its related article, whether it is an emergency), and what each says in
 * each language (`words/<lang>/services.json`: names, summary, search metadata, the service page's
 * paragraphs, details, process and questions), matched by id. A service's id is its English page
 * address; the Spanish addresses are in `es/slugs.ts`, beside every other Spanish address.
 */
import * as v from 'valibot';
import { cityServiceSlugs, iconNames, servicePageSlugs } from '../types';
import { fields, line, longText, recordId, text } from './fields';

/** One of a fixed set the site's code knows (pages and routes exist for these alone): the editor gives a choice. */
const oneOf = <const Options extends readonly string[]>(options: Options, what: string, title: string) =>
  v.pipe(v.picklist(options, `must be one of the ${what}: ${options.join(', ')}`), v.title(title));

const allOnce = (values: readonly string[], expected: readonly string[]) =>
  values.length === expected.length && expected.every((value) => values.includes(value));

export const serviceRecordSchema = fields({
  services: v.pipe(
    v.array(
      fields({
        id: oneOf(servicePageSlugs, 'service pages', 'Service page (its English address; the same in every language)'),
        cityServiceSlug: oneOf(cityServiceSlugs, 'services of the city pages', 'City pages (how their English addresses begin)'),
        // Articles are files the office adds; the content check (articleChecks.ts) wants an article at this address.
        relatedArticle: v.pipe(recordId, v.title('Related article (its English address, after /blog/)')),
        icon: oneOf(iconNames, 'icons of the design system', 'Icon'),
        emergencyService: v.pipe(v.boolean('must be true or false'), v.title('Emergency service (answered around the clock)')),
        image: v.pipe(
          v.string('must be text'),
          v.regex(/^(gallery|team|blog|hero)\/[\w-]+\.(jpe?g|png|webp)$/i, 'must be a picture under site/assets/, e.g. gallery/gallery-01.jpg'),
          v.title('Picture for link previews'),
        ),
      }),
    ),
    // The routes, the footer and the 24 city pages are built for each of the four: none may be missing.
    v.check((services) => allOnce(services.map((service) => service.id), servicePageSlugs), `must list each service page once: ${servicePageSlugs.join(', ')}`),
    v.check(
      (services) => allOnce(services.map((service) => service.cityServiceSlug), cityServiceSlugs),
      `must give each service of the city pages to one service: ${cityServiceSlugs.join(', ')}`,
    ),
    v.title('Services, in the order the site lists them'),
  ),
});

export const serviceWordsSchema = fields({
  services: v.pipe(
    v.array(
      fields({
        id: recordId,
        title: line('Name'),
        shortTitle: line('Short name (the footer and tight spaces)'),
        description: longText('Summary (its card and the services page)'),
        meta: v.pipe(
          fields({
            title: line('Title (the site adds its name)'),
            description: longText('Description (what search results show under the title)'),
            keywords: v.pipe(v.array(text), v.title('Keywords')),
          }),
          v.title('Search results'),
        ),
        longDescription: v.pipe(v.array(longText('Paragraph')), v.minLength(1, 'must have at least one paragraph'), v.title('Opening paragraphs of its page')),
        details: v.pipe(v.array(line('Part of the service')), v.minLength(1, 'must name at least one part'), v.title('What the service includes')),
        processSteps: v.pipe(
          v.array(fields({ id: recordId, title: line('Step'), description: longText('What happens') })),
          v.minLength(1, 'must have at least one step'),
          v.title('How the work goes, step by step'),
        ),
        faqs: v.pipe(
          v.array(fields({ id: recordId, question: line('Question'), answer: longText('Answer') })),
          v.minLength(1, 'must have at least one question'),
          v.title('Questions and answers'),
        ),
      }),
    ),
    v.title('Services'),
  ),
});

export type ServiceRecord = v.InferOutput<typeof serviceRecordSchema>;
export type ServiceWords = v.InferOutput<typeof serviceWordsSchema>;
