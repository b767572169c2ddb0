/**
 * The site's content in a language, as the pages and components read it: `contentFor(lang)` (or
 * `useContent()` for the page's language). Built the same way for every language from the collections
 * (site/content/<collection>/<lang>/), read by the one loader (load/entries.ts): a language is its
 * folders of words and its line in functions/contract/lang.ts, and nothing here names one.
 */
import { defaultLang, type Lang } from '../i18n/lang';
import { localPath } from '../i18n/paths';
import { articleSummariesIn, articlesIn } from './blog';
import { business, businessFactsIn } from './facts/business';
import { figuresIn, fillTextFacts, textFactsIn } from './facts/textFacts';
import type * as v from 'valibot';
import { contentFiles, orStop, perLanguage, readEntries, readEntry, type Entry, type FillTexts } from './load/entries';
import * as collections from './schema/collections';
import type { EntryCollection, EntrySchema, SingleEntry, SingletonCollection } from './schema/collections';
import { staticPageKeys, type StaticPageKey } from './schema/pages';
import type { AssetPath, CityPageContent, CityPageSummary, CitySlug, IconName, PageMeta } from './types';

const filling = (lang: Lang): FillTexts => (text, keep, problem) => fillTextFacts(text, lang, keep, problem);

/** A singleton in `lang`, its facts filled in. */
export const singleIn = <Schema extends EntrySchema>(collection: Pick<SingletonCollection, 'folder'>, entry: Pick<SingleEntry<Schema>, 'name' | 'schema'>, lang: Lang): v.InferOutput<Schema> =>
  orStop(readEntry(contentFiles(), collection.folder, entry.name, 'json', entry.schema, lang, filling(lang)));

/** A collection's entries in `lang`, in order, their facts filled in. */
export const entriesIn = <Schema extends EntrySchema>(collection: EntryCollection<Schema>, lang: Lang): Entry<Schema>[] =>
  orStop(readEntries(contentFiles(), collection, lang, filling(lang)));

const { common, pages } = collections;
/** The interface words of `lang` (common/<lang>/interface.json). */
export const interfaceWordsIn = perLanguage((lang: Lang) => singleIn(common, common.entries.interface, lang));
/** A page's entry in `lang` (pages/<lang>/<name>.json). */
export const pageIn = <Name extends keyof typeof pages.entries>(name: Name, lang: Lang): v.InferOutput<(typeof pages.entries)[Name]['schema']> =>
  singleIn(pages, pages.entries[name] as SingleEntry<(typeof pages.entries)[Name]['schema']>, lang);

/** Every entry of the pages' collection in `lang`, by its name. */
const pagesIn = (lang: Lang) =>
  Object.fromEntries(Object.keys(pages.entries).map((name) => [name, pageIn(name as keyof typeof pages.entries, lang)])) as {
    [Name in keyof typeof pages.entries]: v.InferOutput<(typeof pages.entries)[Name]['schema']>;
  };

/** The services in the site's order: the first is known to exist. */
export type EveryService<T> = readonly [T, ...T[]];

function everyService<T>(list: readonly T[]): EveryService<T> {
  if (list.length === 0) throw new Error('services/ has no service: the site needs at least one.');
  return list as EveryService<T>;
}

/** How the English addresses of a service's city pages begin, by its id: none for a service without city pages. */
const englishCitySlugs = perLanguage(() => new Map(entriesIn(collections.services, defaultLang).map((service) => [service.id, service.citySlug])));

// The networks' names are the same in every language.
const socialLinks = [
  { network: 'facebook', label: 'Facebook', href: business.social.facebook },
  { network: 'linkedin', label: 'LinkedIn', href: business.social.linkedin },
  { network: 'instagram', label: 'Instagram', href: business.social.instagram },
  { network: 'youtube', label: 'YouTube', href: business.social.youtube },
] as const;

/** The best score on the review platforms' scale, for the star row and its text alternative. */
const ratingBest = 5;

/** How many photos the home page gallery shows before 'See More Work'. */
const galleryInitialCount = 4;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Text for a URL's query, escaped where it must be (white space, and what would end or split the query), letters kept as they are. */
const inQuery = (text: string) => text.replace(/[\s"#%&+<>?\\^`{|}]/g, encodeURIComponent);

function build(lang: Lang) {
  const words = interfaceWordsIn(lang);
  const { photos: photoWords, ...contactFormWords } = words.contactForm;
  const nav = singleIn(common, common.entries.navigation, lang);
  const facts = businessFactsIn(lang);
  const link = (englishPath: string) => localPath(lang, englishPath);
  const { callLabel, messageLabel } = words;
  const county = (english: string) => words.facts.county(english.replace(/ County$/, ''));

  // Services, cities and the pages of a service in a city.
  const serviceEntries = entriesIn(collections.services, lang);
  const summaryOf = (service: (typeof serviceEntries)[number]) => ({
    slug: service.id,
    relatedArticle: service.relatedArticle,
    cityServiceSlug: englishCitySlugs(defaultLang).get(service.id),
    icon: service.icon as IconName,
    title: service.title,
    shortTitle: service.shortTitle,
    formLabel: service.formLabel,
    ...(service.formerFormValue === undefined ? {} : { formerFormValue: service.formerFormValue }),
    description: service.description,
    emergencyService: service.emergencyService,
    meta: { ...service.meta, image: service.image } as PageMeta,
  });
  const serviceSummaries = everyService(serviceEntries.map(summaryOf));
  const services = everyService(
    serviceEntries.map((service) => ({
      ...summaryOf(service),
      longDescription: service.longDescription,
      details: service.details,
      processSteps: service.processSteps.map((step, index) => ({ step: index + 1, ...step })),
      faqs: service.faqs,
    })),
  );
  const findService = (slug: string) => services.find((service) => service.slug === slug);
  const findServiceByCitySlug = (slug: string) => services.find((service) => service.cityServiceSlug === slug);
  /** The service the footer's towns link to: the first with city pages. */
  const townService = services.find((service) => service.cityServiceSlug !== undefined);

  const cityEntries = entriesIn(collections.cities, lang);
  const citySummaries = cityEntries.map(({ id, name, zip, geo, county: english }) => ({ slug: id as CitySlug, name, county: county(english), zip, geo }));
  const cities = cityEntries.map((city, index) => ({
    ...(citySummaries[index] as (typeof citySummaries)[number]),
    landmarks: city.landmarks,
    neighborhoods: city.neighborhoods,
    description: city.description,
    waterRisks: city.waterRisks,
  }));
  const findCity = (slug: string) => cities.find((city) => city.slug === slug);

  // A city page is named by its service's city address and its city; they come in the services' order, then the cities'.
  const pageWords = new Map(entriesIn(collections.cityPages, lang).map((page) => [page.id, page]));
  const cityPages = services.flatMap(({ cityServiceSlug, ...service }) =>
    cities.flatMap((city): CityPageContent[] => {
      if (cityServiceSlug === undefined) return [];
      const key = `${cityServiceSlug}-${city.slug}` as const;
      const own = pageWords.get(key);
      if (own === undefined) return [];
      const pattern = [service.title, service.title.toLowerCase(), service.shortTitle.toLowerCase(), city.name, city.zip, city.county] as const;
      const summary: CityPageSummary = {
        path: link(`/${key}-ga`),
        locationSlug: city.slug,
        locationName: city.name,
        serviceSlug: cityServiceSlug,
        serviceTitle: service.title,
        isEmergency: service.emergencyService,
        seoData: { title: words.cityPage.metaTitle(...pattern), description: own.description, keywords: words.cityPage.metaKeywords.map((keyword) => keyword(...pattern)) },
        geo: city.geo,
      };
      return [
        {
          ...summary,
          serviceDescription: service.description,
          serviceDetails: service.details,
          localInfo: { description: city.description, landmarks: city.landmarks, neighborhoods: city.neighborhoods },
          localAngle: own.localAngle,
          faqs: own.faqs,
        },
      ];
    }),
  );
  const cityPageSummaries = cityPages.map(
    ({ serviceDescription: _service, serviceDetails: _details, localInfo: _city, localAngle: _angle, faqs: _faqs, ...summary }): CityPageSummary => summary,
  );

  // The fixed pages and the templates.
  const { home, about, team: teamPage, services: servicesPage, faq, contact, blog, privacy, notFound, servicePage, cityPage, article } = pagesIn(lang);
  const pageMeta = Object.fromEntries(staticPageKeys.map((key) => [key, pageIn(key, lang).meta as PageMeta])) as Record<StaticPageKey, PageMeta>;

  const labelled = (links: readonly { link: string; label: string }[]) => links.map(({ label, link: path }) => ({ label, href: link(path) }));
  const emergencyCtaCopy = { heading: nav.emergencyCta.heading, text: nav.emergencyCta.text, callLabel, messageLabel };
  const { rating, reviewCount } = figuresIn(lang);
  const reviews = words.embeds.reviews;
  const navigation = {
    mainNav: labelled(nav.mainNav),
    headerCopy: {
      emergencyNote: nav.emergencyNote,
      callLabel: words.header.callLabel,
      messageLabel: words.header.messageLabel,
      messageHref: link('/contact'),
      menuOpenLabel: words.header.menuOpenLabel,
      menuCloseLabel: words.header.menuCloseLabel,
      /** The menu toggle's one name: `aria-expanded` says whether it is open, so the name does not change. */
      menuLabel: words.header.menuLabel,
      mainNavLabel: words.header.mainNavLabel,
      skipLinkLabel: words.header.skipLinkLabel,
      homeLinkLabel: words.header.homeLinkLabel,
    },
    /**
     * The text link beside the call buttons on phones: the number, and a first line in the page's
     * language. `?&body=` is read by both phones' messaging apps: iOS takes what follows `&`, Android
     * the query's `body`. Only what a URL cannot carry as it is gets escaped (spaces, `&`, `#`...):
     * the link is on every page, three times on the home page, whose HTML is weighed to the byte.
     */
    textLink: { label: words.textLink.label, href: `${business.phone.sms}?&body=${inQuery(words.textLink.body)}` },
    socialLinks,
    footer: {
      about: { heading: business.name, text: nav.footer.about.text, certificationLabel: nav.footer.about.certificationLabel },
      // Every service link in the footer leads to the services overview.
      services: { heading: nav.footer.servicesHeading, links: serviceSummaries.map((service) => ({ label: service.shortTitle, href: link('/services') })) },
      contact: {
        heading: nav.footer.contact.heading,
        phone: { label: business.phone.display, href: business.phone.href },
        email: { label: business.email, href: `mailto:${business.email}` },
        lines: nav.footer.contact.lines,
      },
      serviceAreas: {
        heading: nav.footer.serviceAreasHeading,
        links: townService === undefined ? [] : citySummaries.map((city) => ({ label: `${city.name}, GA`, href: link(`/${townService.cityServiceSlug}-${city.slug}-ga`) })),
      },
      /** The bottom row's links, on every page: the blog's only way in from the navigation, and the privacy page. */
      links: { navLabel: words.footerLinksNavLabel, items: labelled(nav.footer.links) },
      copyright: nav.footer.copyright,
    },
    breadcrumbCopy: { navLabel: words.breadcrumbs.navLabel },
    /** The first crumb of every trail. */
    homeCrumb: words.breadcrumbs.home,
    embedCopy: {
      reviews: {
        ratingValue: rating,
        ratingBest,
        ratingLabel: reviews.ratingLabel(rating, ratingBest, reviewCount),
        countLabel: reviews.countLabel(reviewCount),
        readReviewsLabel: reviews.readReviewsLabel,
        showLiveLabel: reviews.showLiveLabel,
        notice: reviews.notice,
      },
      map: words.embeds.map,
      video: words.embeds.video,
    },
    emergencyCtaCopy,
  };

  const homePage = {
    hero: { eyebrow: home.hero.eyebrow, heading: home.hero.heading, subheading: home.hero.subheading, callLabel, messageLabel, image: home.hero.image as AssetPath, imageAlt: home.hero.imageAlt },
    reviews: { heading: home.reviews.heading, summary: textFactsIn(lang).ratingSummary, fallbackText: home.reviews.fallbackText, readReviewsLabel: words.home.readReviewsLabel },
    familyOwned: home.familyOwned,
    map: home.map,
    services: { heading: home.services.heading, intro: home.services.intro },
    audiences: { heading: home.audiences.heading },
    video: { ...home.video, playLabel: words.home.playLabel },
    accordions: { heading: home.accordions.heading, intro: home.accordions.intro },
    gallery: { ...home.gallery, showMoreLabel: words.home.showMoreLabel, showLessLabel: words.home.showLessLabel },
    /** The closing band; other pages close with the same one. */
    emergencyCta: emergencyCtaCopy,
  };

  const emergencyText = servicePage.emergencyResponseText;
  const cityWords = words.cityPage;
  const contactLinks = { phone: business.phone.href, email: `mailto:${business.email}` };
  const pagesCopy = {
    aboutValues: about.values.map(({ icon, title, description }) => ({ icon: icon as IconName, title, description })),
    aboutStats: about.stats,
    aboutPage: {
      heading: about.heading,
      intro: facts.shortDescription,
      story: about.story,
      mission: about.mission,
      valuesHeading: about.valuesHeading,
      statsHeading: about.statsHeading,
      certification: about.certification,
    },
    teamPage: { heading: teamPage.heading, intro: teamPage.intro, staffHeading: teamPage.staffHeading },
    servicesPage: {
      heading: servicesPage.heading,
      intro: servicesPage.intro,
      availableInLabel: servicesPage.availableInLabel,
      detailsLabel: servicesPage.detailsLabel,
      emergencyBadge: servicesPage.emergencyBadge,
      callLabel,
      messageLabel,
      ...words.servicesPage,
    },
    servicePageCopy: {
      processHeading: servicePage.processHeading,
      detailsHeading: servicePage.detailsHeading,
      faqHeading: servicePage.faqHeading,
      citiesHeading: servicePage.citiesHeading,
      ctaHeading: servicePage.ctaHeading,
      ctaText: servicePage.ctaText,
      callLabel,
      messageLabel,
      emergencyHeading: words.servicePage.emergencyHeading,
      emergencyText,
      emergencyCallLabel: words.servicePage.emergencyCallLabel,
      cityLinkContext: words.servicePage.cityLinkContext,
    },
    /** The link from each service and city page to the blog article for its problem. */
    relatedReadingCopy: { heading: servicePage.relatedReadingHeading },
    cityPageCopy: {
      heroHeading: cityWords.heroHeading,
      detailsHeading: cityPage.detailsHeading,
      landmarksHeading: cityPage.landmarksHeading,
      neighborhoodsHeading: cityPage.neighborhoodsHeading,
      localHeading: cityWords.localHeading,
      emergencyHeading: cityWords.emergencyHeading,
      emergencyText,
      emergencyCallLabel: cityWords.emergencyCallLabel,
      callLabel,
      messageLabel,
      learnMoreContext: (service: string, city?: string) => (city === undefined ? cityWords.learnMoreContext(service) : cityWords.learnMoreInCityContext(service, city)),
      locationLinkContext: cityWords.locationLinkContext,
      otherLocationsHeading: cityPage.otherLocationsHeading,
      otherServicesHeading: cityWords.otherServicesHeading,
      learnMoreLabel: cityWords.learnMoreLabel,
      viewAllServicesLabel: cityWords.viewAllServicesLabel,
      faqHeading: cityPage.faqHeading,
      relatedServicesHeading: cityPage.relatedServicesHeading,
    },
    faqPage: { heading: faq.heading, intro: faq.intro, ctaHeading: faq.ctaHeading, ctaText: faq.ctaText, callLabel, messageLabel },
    contactCards: contact.cards.map(({ icon, title, lines, link: to }) => ({ icon: icon as IconName, title, lines, ...(to === undefined ? {} : { href: contactLinks[to] }) })),
    /** The contact page's list, in the content's order: towns keep their names, counties follow the language. */
    contactServiceAreas: contact.serviceAreas.map((place) => (place.endsWith(' County') ? capitalized(county(place)) : place)),
    contactPage: {
      heading: contact.heading,
      intro: contact.intro,
      emergency: { ...contact.emergency, callLabel },
      cardsHeading: contact.cardsHeading,
      serviceAreasHeading: contact.serviceAreasHeading,
      facebookLabel: contact.facebookLabel,
      mapHeading: contact.mapHeading,
      /** The form's element id, so 'Message Us' links can jump to it (`/contact#contact-form`). */
      form: { anchorId: 'contact-form', ...contact.form, ...contactFormWords },
    },
    formErrorMessages: words.formErrorMessages,
    /** What the contact form says about photos: its `{placeholders}` are filled by the form, which knows the files. */
    photoMessages: photoWords,
    blogPage: {
      heading: blog.heading,
      intro: blog.intro,
      categoriesLabel: words.blog.categoriesLabel,
      readTimeLabel: words.blog.readTimeLabel,
      readMoreLabel: words.blog.readMoreLabel,
      bylinePrefix: words.blog.bylinePrefix,
      emptyText: words.blog.emptyText,
      articlesHeading: blog.articlesHeading,
      /** The polite announcement after a chip changes the grid. */
      resultsText: (count: number, category?: string) => `${words.blog.resultsText(count)}${category === undefined ? '' : words.blog.inCategory(category)}`,
      newsletter: { ...blog.newsletter, ...words.newsletter },
    },
    articlePageCopy: { ...words.article, ctaHeading: article.ctaHeading, ctaText: article.ctaText, callLabel, messageLabel, moreHeading: article.moreHeading },
    notFoundPage: { code: words.notFound.code, message: notFound.message, text: notFound.text, homeLabel: words.notFound.homeLabel, servicesLabel: words.notFound.servicesLabel, callLabel },
  };

  const people = entriesIn(collections.team, lang).map(({ id, name, role, image, description }) => ({ id, name, role, image, description }));

  return {
    navigation,
    home: {
      audienceCards: home.audiences.cards,
      homePage,
      /** The home page's list of everything the business does, beyond the core services' own pages. */
      homeServices: home.services.items.map(({ icon, title, description, link: to }) => ({ icon: icon as IconName, title, description, href: link(to) })),
      /** The home page's three accordions, in page order. */
      homeAccordions: home.accordions.sections,
    },
    pages: pagesCopy,
    pageMeta: { pageMeta },
    serviceSummaries: { serviceSummaries },
    services: { services, findService, findServiceByCitySlug },
    citySummaries: { citySummaries },
    cities: { cities, findCity },
    cityPageSummaries: { cityPageSummaries },
    cityPages: {
      findCityPage: (serviceSlug: string, citySlug: string) => cityPages.find((page) => page.serviceSlug === serviceSlug && page.locationSlug === citySlug),
      findCityPageByPath: (path: string) => cityPages.find((page) => page.path === path),
      /** Every city page, in order, for checks across the whole site. */
      loadCityPages: (): Promise<readonly CityPageContent[]> => Promise.resolve(cityPages),
    },
    faqs: { faqs: entriesIn(collections.faqs, lang).map(({ question, answer }) => ({ question, answer })) },
    privacy: {
      privacyPage: { heading: privacy.heading, intro: privacy.intro, updatedLabel: privacy.updatedLabel, updated: privacy.updated, sections: privacy.sections },
      privacyNotice: { ...words.privacyNotice, href: link('/privacy') },
    },
    team: {
      team: people,
      findTeamMember: (id: string) => people.find((member) => member.id === id),
      /** The team page's closing family section. */
      teamFuture: teamPage.future,
    },
    gallery: { galleryInitialCount, galleryImages: entriesIn(collections.gallery, lang).map(({ image, alt }) => ({ src: image, alt })) },
    articleSummaries: articleSummariesIn(lang),
    articles: articlesIn(lang),
    blogPaging: words.blogPaging,
  };
}

/** One language's content. */
export type SiteContent = ReturnType<typeof build>;

/** A language's content. */
export const contentFor: (lang: Lang) => SiteContent = perLanguage(build);

/** One core service in any language. */
export type CoreService = SiteContent['services']['services'][number];

/** The words of the blog's page links. */
export type BlogPagingWords = SiteContent['blogPaging'];
