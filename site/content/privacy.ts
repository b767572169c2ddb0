import { privacyPageIn } from './privacyPages';

/*
 * The privacy page, in plain words: what the two forms collect and why, where it goes, how long it is
 * kept, which outside services load and when, and how to have it deleted. The retention periods are
 * facts in its text (`{enquiryRetentionDays}`, textFacts.ts), the ones the storage uses, so the page and
 * the storage cannot disagree.
 */

export interface PrivacySection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** A list after the paragraphs, when the section names several things. */
  readonly items?: readonly string[];
}

/** The privacy page: its words in `words/en/privacy.json`, its date in `data/privacy.json`. */
export const privacyPage = privacyPageIn('en');

/** The short line next to each form's submit button, linking to this page. */
export const privacyNotice = {
  contact: 'We use your details only to answer your message.',
  newsletter: 'One confirmation email first; unsubscribe any time.',
  linkLabel: 'Privacy policy',
  href: '/privacy',
} as const;
