import type { Lang } from '../i18n/lang';
import record from './data/privacy.json';
import type { PrivacySection } from './privacy';
import type { PrivacyRecord, PrivacyWords } from './schema/privacy';
import { fillTextFacts } from './textFacts';
import english from './words/en/privacy.json';
import spanish from './words/es/privacy.json';

const words: Record<Lang, PrivacyWords> = { en: english, es: spanish };

export interface PrivacyPage {
  readonly heading: string;
  readonly intro: string;
  readonly updatedLabel: string;
  readonly updated: string;
  readonly sections: readonly PrivacySection[];
}

/** The privacy page in `lang`, its facts filled in. */
export function privacyPageIn(lang: Lang): PrivacyPage {
  const fill = (text: string) => fillTextFacts(text, lang);
  const { heading, intro, updatedLabel, sections } = words[lang];
  return {
    heading,
    intro: fill(intro),
    updatedLabel,
    updated: (record as PrivacyRecord).updated,
    sections: sections.map(({ id, heading: title, paragraphs, items }) => ({
      id,
      heading: fill(title),
      paragraphs: paragraphs.map(fill),
      ...(items === undefined ? {} : { items: items.map(fill) }),
    })),
  };
}
