import type { Lang } from '../i18n/lang';
import { localPath } from '../i18n/paths';
import record from './data/home.json';
import { interfaceCopy as englishInterface } from './interfaceCopy';
import { interfaceCopy as spanishInterface } from './es/interfaceCopy';
import { navigationIn } from './navigationContent';
import type { HomeRecord, HomeWords } from './schema/home';
import { fillTextFacts } from './textFacts';
import type { AccordionSection, AssetPath, AudienceCard, HomeServiceItem, IconName } from './types';
import english from './words/en/home.json';
import spanish from './words/es/home.json';

const words: Record<Lang, HomeWords> = { en: english, es: spanish };
const shared = record as HomeRecord;

/**
 * The home page in `lang`: its words (`words/<lang>/home.json`) with their facts filled in, the hero
 * photo and the service cards' icons and pages (`data/home.json`), and its buttons (interfaceCopy.ts).
 * Apart from the gallery (galleryPhotos.ts) and the family section it shares with the team page.
 */
export function homeIn(lang: Lang) {
  const said = words[lang];
  const controls = { en: englishInterface, es: spanishInterface }[lang];
  const fill = (text: string) => fillTextFacts(text, lang);
  const serviceWords = new Map(said.services.items.map((item) => [item.id, item]));

  const audienceCards: readonly AudienceCard[] = said.audiences.cards.map((card) => ({
    title: fill(card.title),
    description: fill(card.description),
    features: card.features.map(fill),
  }));

  const homePage = {
    hero: {
      eyebrow: fill(said.hero.eyebrow),
      heading: fill(said.hero.heading),
      subheading: fill(said.hero.subheading),
      callLabel: controls.callLabel,
      messageLabel: controls.messageLabel,
      image: shared.hero.image as AssetPath,
      imageAlt: fill(said.hero.imageAlt),
    },
    reviews: {
      heading: fill(said.reviews.heading),
      summary: fill('{ratingSummary}'),
      fallbackText: fill(said.reviews.fallbackText),
      readReviewsLabel: controls.home.readReviewsLabel,
    },
    familyOwned: { heading: fill(said.familyOwned.heading), paragraphs: said.familyOwned.paragraphs.map(fill) },
    map: { heading: fill(said.map.heading), text: fill(said.map.text) },
    services: { heading: fill(said.services.heading), intro: fill(said.services.intro) },
    audiences: { heading: fill(said.audiences.heading) },
    video: { heading: fill(said.video.heading), text: fill(said.video.text), playLabel: controls.home.playLabel },
    accordions: { heading: fill(said.accordions.heading), intro: fill(said.accordions.intro) },
    gallery: {
      heading: fill(said.gallery.heading),
      intro: fill(said.gallery.intro),
      showMoreLabel: controls.home.showMoreLabel,
      showLessLabel: controls.home.showLessLabel,
    },
    /** The closing band; other pages close with the same one. */
    emergencyCta: navigationIn(lang).emergencyCtaCopy,
  };

  /** The home page's twelve services: the description's ten plus odor removal and moisture detection. */
  const homeServices: readonly HomeServiceItem[] = shared.services.items.map(({ id, icon, link }) => {
    const item = serviceWords.get(id);
    if (item === undefined) throw new Error(`words/${lang}/home.json has no service card "${id}".`);
    return { icon: icon as IconName, title: fill(item.title), description: fill(item.description), href: localPath(lang, link) };
  });

  /** The home page's three accordions, in page order. */
  const homeAccordions: readonly AccordionSection[] = said.accordions.sections.map((section) => ({
    id: section.id,
    heading: fill(section.heading),
    items: section.items.map((item) => ({ question: fill(item.question), answer: fill(item.answer) })),
  }));

  return { audienceCards, homePage, homeServices, homeAccordions };
}
