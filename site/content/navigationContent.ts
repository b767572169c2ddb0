import type { Lang } from '../i18n/lang';
import { localPath } from '../i18n/paths';
import { business } from './business';
import * as englishCities from './citySummaries';
import record from './data/navigation.json';
import * as spanishCities from './es/citySummaries';
import { interfaceCopy as spanishInterface } from './es/interfaceCopy';
import * as spanishServices from './es/serviceSummaries';
import { interfaceCopy as englishInterface } from './interfaceCopy';
import type { NavigationRecord, NavigationWords } from './schema/navigation';
import * as englishServices from './serviceSummaries';
import { fillTextFacts } from './textFacts';
import type { LinkItem } from './types';
import english from './words/en/navigation.json';
import spanish from './words/es/navigation.json';

const words: Record<Lang, NavigationWords> = { en: english, es: spanish };
const shared = record as NavigationRecord;

/** Each record's link with the label of the same id, in the records' order, to the page in `lang`. */
function labelled(lang: Lang, records: readonly { id: string; link: string }[], labels: readonly { id: string; label: string }[], file: string): LinkItem[] {
  const labelOf = new Map(labels.map(({ id, label }) => [id, label]));
  return records.map(({ id, link }) => {
    const label = labelOf.get(id);
    if (label === undefined) throw new Error(`${file} has no label for the link "${id}".`);
    return { label: fillTextFacts(label, lang), href: localPath(lang, link) };
  });
}

/**
 * What every page shows around its content, in `lang`: header, footer, breadcrumbs, the closing call
 * to action and the third-party embeds. The menu and footer words are `words/<lang>/navigation.json`,
 * their pages `data/navigation.json`; the buttons and widget names are interfaceCopy.ts.
 */
export function navigationIn(lang: Lang) {
  const said = words[lang];
  const controls = { en: englishInterface, es: spanishInterface }[lang];
  const { serviceSummaries } = { en: englishServices, es: spanishServices }[lang];
  const { citySummaries } = { en: englishCities, es: spanishCities }[lang];
  const fill = (text: string) => fillTextFacts(text, lang);

  const mainNav: readonly LinkItem[] = labelled(lang, shared.mainNav, said.mainNav, `words/${lang}/navigation.json`);

  const headerCopy = {
    emergencyNote: fill(said.emergencyNote),
    callLabel: controls.header.callLabel,
    messageLabel: controls.header.messageLabel,
    messageHref: localPath(lang, '/contact'),
    menuOpenLabel: controls.header.menuOpenLabel,
    menuCloseLabel: controls.header.menuCloseLabel,
    /** The menu toggle's one name: `aria-expanded` says whether it is open, so the name does not change. */
    menuLabel: controls.header.menuLabel,
    mainNavLabel: controls.header.mainNavLabel,
    skipLinkLabel: controls.header.skipLinkLabel,
    homeLinkLabel: controls.header.homeLinkLabel,
  };

  // The networks' names are the same in every language.
  const socialLinks = [
    { network: 'facebook', label: 'Facebook', href: business.social.facebook },
    { network: 'linkedin', label: 'LinkedIn', href: business.social.linkedin },
    { network: 'instagram', label: 'Instagram', href: business.social.instagram },
    { network: 'youtube', label: 'YouTube', href: business.social.youtube },
  ] as const satisfies readonly (LinkItem & { network: keyof typeof business.social })[];

  /** The footer's four columns. */
  const footer = {
    about: { heading: business.name, text: fill(said.footer.about.text), certificationLabel: fill(said.footer.about.certificationLabel) },
    services: {
      heading: fill(said.footer.servicesHeading),
      // The description sends every service link in the footer to the services overview.
      links: serviceSummaries.map((service) => ({ label: service.shortTitle, href: localPath(lang, '/services') })),
    },
    contact: {
      heading: fill(said.footer.contact.heading),
      phone: { label: business.phone.display, href: business.phone.href },
      email: { label: business.email, href: `mailto:${business.email}` },
      lines: said.footer.contact.lines.map(fill),
    },
    serviceAreas: {
      heading: fill(said.footer.serviceAreasHeading),
      links: citySummaries.map((city) => ({ label: `${city.name}, GA`, href: localPath(lang, `/water-damage-restoration-${city.slug}-ga`) })),
    },
    /** The bottom row's links, on every page: the blog's only way in from the navigation, and the privacy page. */
    links: {
      navLabel: controls.footerLinksNavLabel,
      items: labelled(lang, shared.footer.links, said.footer.links, `words/${lang}/navigation.json`),
    },
    copyright: fill(said.footer.copyright),
  };

  /** The dark band that closes most pages: the 24/7 promise with the call and message actions. */
  const emergencyCtaCopy = {
    heading: fill(said.emergencyCta.heading),
    text: fill(said.emergencyCta.text),
    callLabel: controls.callLabel,
    messageLabel: controls.messageLabel,
  };

  return { mainNav, headerCopy, socialLinks, footer, breadcrumbCopy: controls.breadcrumbCopy, embedCopy: controls.embedCopy, emergencyCtaCopy };
}
