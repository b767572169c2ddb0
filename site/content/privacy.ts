import { enquiryRetentionDays, pendingSignupDays } from '../../functions/send-contact-email/contract';
import { business } from './business';

/*
 * The privacy page, in plain words: what the two forms collect and why, where it goes, how long it is
 * kept, which outside services load and when, and how to have it deleted. The retention period is the
 * one the enquiry storage uses (`enquiryRetentionDays`), so the page and the storage cannot disagree.
 */

export interface PrivacySection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** A list after the paragraphs, when the section names several things. */
  readonly items?: readonly string[];
}

/** How long request and access logs are kept (the log groups' and the log bucket's retention in the stack). */
const logRetentionDays = 90;

export const privacyPage = {
  heading: 'Privacy Policy',
  intro: `${business.name} collects only what it needs to answer you. This page says what that is, where it goes, how long we keep it and how to have it deleted.`,
  updatedLabel: 'Last updated',
  updated: '2026-11-24',
  sections: [
    {
      id: 'contact-form',
      heading: 'What the contact form collects',
      paragraphs: [
        'When you send the contact form we receive the details you type, so we can call or write back about your problem:',
      ],
      items: [
        'your full name and email address (required), so we know who to answer and where;',
        'your phone number (optional), if you would rather we call;',
        'the service you need (optional), so the right person answers;',
        'your message, which tells us what happened.',
      ],
    },
    {
      id: 'newsletter',
      heading: 'What the newsletter box collects',
      paragraphs: [
        'Only your email address, to send a few seasonal maintenance tips a year. We first send one email asking you to confirm; nothing else arrives until you do. Every email has a link to unsubscribe at once.',
      ],
    },
    {
      id: 'where-it-goes',
      heading: 'Where it goes',
      paragraphs: [
        `A message from the contact form is stored, encrypted, in our own account with Amazon Web Services in the United States, and emailed to our office at ${business.email}. Storing it first means your message reaches us even if email is briefly down; if the office mailbox ever refuses it, it goes to the owner's own address instead.`,
        'Newsletter addresses are kept in the same place, and only join the list once you confirm them from the email we send. Nobody outside our office sees either, and we never sell, rent or share them.',
        'While you fill in the contact form, your browser keeps a draft so that a reload loses nothing. That draft stays on your device and is cleared when the message is sent or the tab is closed.',
      ],
    },
    {
      id: 'how-long',
      heading: 'How long we keep it',
      paragraphs: [],
      items: [
        `Stored messages from the contact form are deleted automatically after ${enquiryRetentionDays} days, counted from when they were emailed to our office; a message not yet emailed is kept until it is.`,
        'The email copy in our office is kept while we work with you and for our job records. Ask, and we delete it.',
        `Newsletter addresses are kept until you unsubscribe (every newsletter email has the link). After that we keep only a note that the address unsubscribed, so it gets no more email; ask, and we delete that too. An address that is never confirmed is deleted after ${pendingSignupDays} days.`,
        `Our website and form services keep access logs (the network address a request came from, what was asked for and when) for ${logRetentionDays} days, to find and stop abuse. The form services' own logs have your email address partly masked and never your message.`,
      ],
    },
    {
      id: 'third-parties',
      heading: 'Outside services, only when you ask',
      paragraphs: [
        'The site loads its fonts, images and code from its own address. It uses no analytics and no advertising cookies. Three outside services appear on some pages, and each one loads only when you press its button:',
      ],
      items: [
        'the map, from Google Maps, when you press “Load map”;',
        'the video, from YouTube’s privacy-enhanced mode, when you press “Play video”;',
        'our live reviews, from our reviews provider, when you press to show them. Until then the page shows our rating summary.',
      ],
    },
    {
      id: 'deletion',
      heading: 'Seeing or deleting your information',
      paragraphs: [
        `Email ${business.email} or call ${business.phone.display} and tell us what to delete. We answer within a few days and confirm once it is gone. To stop the newsletter, use the unsubscribe link in any email.`,
      ],
    },
  ],
} as const satisfies {
  heading: string;
  intro: string;
  updatedLabel: string;
  updated: string;
  sections: readonly PrivacySection[];
};

/** The short line next to each form's submit button, linking to this page. */
export const privacyNotice = {
  contact: 'We use your details only to answer your message.',
  newsletter: 'One confirmation email first; unsubscribe any time.',
  linkLabel: 'Privacy policy',
  href: '/privacy',
} as const;
