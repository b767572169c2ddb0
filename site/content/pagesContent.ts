import { businessFactsIn } from '../i18n/businessFacts';
import type { Lang } from '../i18n/lang';
import { business } from './business';
import record from './data/pages.json';
import { countyName } from './es/phrases';
import { interfaceCopy as spanishInterface } from './es/interfaceCopy';
import { interfaceCopy as englishInterface } from './interfaceCopy';
import type { PagesRecord, PagesWords } from './schema/pages';
import { fillTextFacts } from './textFacts';
import type { ContactCard, IconName, StatItem, ValueCard } from './types';
import english from './words/en/pages.json';
import spanish from './words/es/pages.json';

const words: Record<Lang, PagesWords> = { en: english, es: spanish };
const shared = record as PagesRecord;

/** The words of each record, by id; a record without words stops the build naming the file. */
function byId<Said extends { id: string }>(said: readonly Said[], file: string): (id: string) => Said {
  const found = new Map(said.map((item) => [item.id, item]));
  return (id) => {
    const item = found.get(id);
    if (item === undefined) throw new Error(`${file} says nothing about "${id}".`);
    return item;
  };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How each language writes a place of the contact page's list: towns keep their names, counties follow the language. */
const placeIn: Record<Lang, (place: string) => string> = {
  en: (place) => place,
  es: (place) => (place.endsWith(' County') ? capitalized(countyName(place)) : place),
};

const links = { phone: business.phone.href, email: `mailto:${business.email}` } as const;

/**
 * The fixed pages and the page templates in `lang`: their words (`words/<lang>/pages.json`) with the
 * facts filled in, the cards' icons and the contact page's places (`data/pages.json`), and the forms,
 * buttons and patterns of the templates (interfaceCopy.ts). The home page is homeContent.ts, every
 * page's search metadata pageMetas.ts.
 */
export function pagesIn(lang: Lang) {
  const said = words[lang];
  const file = `words/${lang}/pages.json`;
  const controls = { en: englishInterface, es: spanishInterface }[lang];
  const fill = (text: string) => fillTextFacts(text, lang);
  const { callLabel, messageLabel } = controls;

  const valueWords = byId(said.about.values, file);
  const aboutValues: readonly ValueCard[] = shared.about.values.map(({ id, icon }) => {
    const value = valueWords(id);
    return { icon: icon as IconName, title: fill(value.title), description: fill(value.description) };
  });
  const statWords = byId(said.about.stats, file);
  const aboutStats: readonly StatItem[] = shared.about.stats.map(({ id, value }) => ({ value: fill(value), label: fill(statWords(id).label) }));

  const aboutPage = {
    heading: fill(said.about.heading),
    intro: businessFactsIn(lang).shortDescription,
    story: { heading: fill(said.about.story.heading), paragraphs: said.about.story.paragraphs.map(fill) },
    mission: { heading: fill(said.about.mission.heading), text: fill(said.about.mission.text) },
    valuesHeading: fill(said.about.valuesHeading),
    statsHeading: fill(said.about.statsHeading),
    certification: { label: fill(said.about.certification.label), text: fill(said.about.certification.text) },
  };

  const teamPage = { heading: fill(said.team.heading), intro: fill(said.team.intro), staffHeading: fill(said.team.staffHeading) };

  const servicesPage = {
    heading: fill(said.services.heading),
    intro: fill(said.services.intro),
    availableInLabel: fill(said.services.availableInLabel),
    detailsLabel: fill(said.services.detailsLabel),
    emergencyBadge: fill(said.services.emergencyBadge),
    callLabel,
    messageLabel,
    ...controls.servicesPage,
  };

  const emergencyText = fill(said.emergencyResponseText);
  const servicePageCopy = {
    processHeading: fill(said.servicePage.processHeading),
    detailsHeading: fill(said.servicePage.detailsHeading),
    faqHeading: fill(said.servicePage.faqHeading),
    citiesHeading: fill(said.servicePage.citiesHeading),
    ctaHeading: fill(said.servicePage.ctaHeading),
    ctaText: fill(said.servicePage.ctaText),
    callLabel,
    messageLabel,
    emergencyHeading: controls.servicePage.emergencyHeading,
    emergencyText,
    emergencyCallLabel: controls.servicePage.emergencyCallLabel,
    cityLinkContext: controls.servicePage.cityLinkContext,
  };

  /** The link from each service and city page to the blog article for its problem. */
  const relatedReadingCopy = { heading: fill(said.relatedReadingHeading) };

  const city = controls.cityPage;
  const cityPageCopy = {
    heroHeading: city.heroHeading,
    detailsHeading: fill(said.cityPage.detailsHeading),
    landmarksHeading: fill(said.cityPage.landmarksHeading),
    neighborhoodsHeading: fill(said.cityPage.neighborhoodsHeading),
    localHeading: city.localHeading,
    emergencyHeading: city.emergencyHeading,
    emergencyText,
    emergencyCallLabel: city.emergencyCallLabel,
    callLabel,
    messageLabel,
    learnMoreContext: city.learnMoreContext,
    locationLinkContext: city.locationLinkContext,
    otherLocationsHeading: fill(said.cityPage.otherLocationsHeading),
    otherServicesHeading: city.otherServicesHeading,
    learnMoreLabel: city.learnMoreLabel,
    viewAllServicesLabel: city.viewAllServicesLabel,
    faqHeading: fill(said.cityPage.faqHeading),
    relatedServicesHeading: fill(said.cityPage.relatedServicesHeading),
  };

  const faqPage = { heading: fill(said.faq.heading), intro: fill(said.faq.intro), ctaHeading: fill(said.faq.ctaHeading), ctaText: fill(said.faq.ctaText), callLabel, messageLabel };

  const cardWords = byId(said.contact.cards, file);
  const contactCards: readonly ContactCard[] = shared.contact.cards.map(({ id, icon, link }) => {
    const card = cardWords(id);
    return { icon: icon as IconName, title: fill(card.title), lines: card.lines.map(fill), ...(link === undefined ? {} : { href: links[link] }) };
  });

  /** The contact page's list, in the order the description gives it. */
  const contactServiceAreas: readonly string[] = shared.contact.serviceAreas.map(placeIn[lang]);

  const contact = said.contact;
  const contactPage = {
    heading: fill(contact.heading),
    intro: fill(contact.intro),
    emergency: { heading: fill(contact.emergency.heading), text: fill(contact.emergency.text), callLabel },
    cardsHeading: fill(contact.cardsHeading),
    serviceAreasHeading: fill(contact.serviceAreasHeading),
    facebookLabel: fill(contact.facebookLabel),
    mapHeading: fill(contact.mapHeading),
    form: {
      /** The form's element id, so 'Message Us' links can jump to it (`/contact#contact-form`). */
      anchorId: 'contact-form',
      heading: fill(contact.form.heading),
      intro: fill(contact.form.intro),
      ...controls.contactForm,
    },
  } as const;

  const blog = controls.blog;
  const blogPage = {
    heading: fill(said.blog.heading),
    intro: fill(said.blog.intro),
    categoriesLabel: blog.categoriesLabel,
    readTimeLabel: blog.readTimeLabel,
    readMoreLabel: blog.readMoreLabel,
    bylinePrefix: blog.bylinePrefix,
    emptyText: blog.emptyText,
    articlesHeading: fill(said.blog.articlesHeading),
    resultsText: blog.resultsText,
    newsletter: { heading: fill(said.blog.newsletter.heading), text: fill(said.blog.newsletter.text), ...controls.newsletter },
  };

  const articlePageCopy = {
    ...controls.article,
    ctaHeading: fill(said.article.ctaHeading),
    ctaText: fill(said.article.ctaText),
    callLabel,
    messageLabel,
    moreHeading: fill(said.article.moreHeading),
  };

  const notFoundPage = {
    code: controls.notFound.code,
    message: fill(said.notFound.message),
    text: fill(said.notFound.text),
    homeLabel: controls.notFound.homeLabel,
    servicesLabel: controls.notFound.servicesLabel,
    callLabel,
  };

  return {
    aboutValues,
    aboutStats,
    aboutPage,
    teamPage,
    servicesPage,
    servicePageCopy,
    relatedReadingCopy,
    cityPageCopy,
    faqPage,
    contactCards,
    contactServiceAreas,
    contactPage,
    formErrorMessages: controls.formErrorMessages,
    blogPage,
    articlePageCopy,
    notFoundPage,
  };
}
