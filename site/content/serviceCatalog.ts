import type { Lang } from '../i18n/lang';
import record from './data/services.json';
import type { ServiceRecord, ServiceWords } from './schema/services';
import { fillTextFacts } from './textFacts';
import { servicePageSlugs, type AssetPath, type CityServiceSlug, type Service, type ServicePageSlug, type ServiceSummary } from './types';
import english from './words/en/services.json';
import spanish from './words/es/services.json';

/*
 * The four core services, read from `data/services.json` (what each is, once) and
 * `words/<lang>/services.json` (what each says), matched by id. `serviceSummaries.ts` and
 * `services.ts` (and their Spanish twins) give the site these in the shapes it has always read.
 */

const words: Record<Lang, ServiceWords> = { en: english, es: spanish };
const { services: records } = record as ServiceRecord;

/** One item for each service page, in the records' order: `services[0]` is known to exist (the schema wants each page once). */
export type OnePerService<T> = Each<typeof servicePageSlugs, T>;

/** A tuple as long as `List`, of `T`s (mapped over a type parameter, so it stays a tuple). */
type Each<List extends readonly unknown[], T> = { readonly [I in keyof List]: T };

function onePerService<T>(list: readonly T[]): OnePerService<T> {
  if (list.length !== servicePageSlugs.length) {
    throw new Error(`data/services.json must list the ${servicePageSlugs.length} service pages, not ${list.length}.`);
  }
  return list as unknown as OnePerService<T>;
}

/** Each service's words in `lang`, in the records' order. */
function said(lang: Lang) {
  const byId = new Map(words[lang].services.map((service) => [service.id, service]));
  return records.map((service) => {
    const text = byId.get(service.id);
    if (text === undefined) throw new Error(`words/${lang}/services.json has nothing about the service "${service.id}".`);
    return { service, text };
  });
}

/** A service as links, cards and search results show it, in `lang`, its facts filled in. */
function summaryOf(service: ServiceRecord['services'][number], text: ServiceWords['services'][number], lang: Lang): ServiceSummary {
  const fill = (words: string) => fillTextFacts(words, lang);
  return {
    slug: service.id,
    relatedArticle: service.relatedArticle,
    cityServiceSlug: service.cityServiceSlug,
    icon: service.icon,
    title: fill(text.title),
    shortTitle: fill(text.shortTitle),
    description: fill(text.description),
    emergencyService: service.emergencyService,
    meta: {
      title: fill(text.meta.title),
      description: fill(text.meta.description),
      keywords: text.meta.keywords.map(fill),
      image: service.image as AssetPath,
    },
  };
}

/** The services as links, cards and search results show them, in `lang`. */
export function serviceSummariesIn(lang: Lang): OnePerService<ServiceSummary> {
  return onePerService(said(lang).map(({ service, text }) => summaryOf(service, text, lang)));
}

/** The services with everything their pages say, in `lang`; a process step's number is its place in the list. */
export function servicesIn(lang: Lang): OnePerService<Service> {
  const fill = (words: string) => fillTextFacts(words, lang);
  return onePerService(
    said(lang).map(({ service, text }) => ({
      ...summaryOf(service, text, lang),
      longDescription: text.longDescription.map(fill),
      details: text.details.map(fill),
      processSteps: text.processSteps.map((step, index) => ({ step: index + 1, title: fill(step.title), description: fill(step.description) })),
      faqs: text.faqs.map((faq) => ({ question: fill(faq.question), answer: fill(faq.answer) })),
    })),
  );
}

/** Service page slug -> city page slug (only water differs: `/water-restoration`, `/water-damage-restoration-{city}-ga`). */
export const cityServiceSlugByServicePage = Object.fromEntries(records.map((service) => [service.id, service.cityServiceSlug])) as Readonly<
  Record<ServicePageSlug, CityServiceSlug>
>;

export const servicePageSlugByCityService = Object.fromEntries(records.map((service) => [service.cityServiceSlug, service.id])) as Readonly<
  Record<CityServiceSlug, ServicePageSlug>
>;
