import { textedCallPlaces, textPlaceOf } from '../contract/visits';
/**
 * How the figures read for the owner, in English (the office's language): plain names for the pages'
 * templates, the places of call links and the channels, and speed in words rather than milliseconds.
 * The mail and the terminal report share them.
 */
import { channelNames, type Channel } from '../count-visits/channels';
import type { Device } from '../count-visits/counters';
import type { Figures, Period, SpeedRow } from './figures';

export const kindNames: Record<string, string> = {
  home: 'Home page',
  about: 'About page',
  team: 'Team page',
  services: 'Services list',
  service: 'Service pages',
  cityService: 'City pages',
  faq: 'Questions page',
  contact: 'Contact page',
  blog: 'Blog list',
  article: 'Articles',
  privacy: 'Privacy page',
  '-': 'Addresses the site does not have',
};

const callPlaceNames = {
  header: 'Number in the header',
  'header-button': "Header's Call Now button",
  hero: "Home page's call button",
  'page-hero': 'Call button at the top of a page',
  'emergency-banner': 'Emergency banner',
  'closing-call': 'Call button at the end of a page',
  'contact-card': "Contact page's phone card",
  'contact-emergency': "Contact page's emergency box",
  article: "Article's call button",
  footer: 'Number in the footer',
  'not-found': "Not-found page's call button",
} as const satisfies Record<string, string>;

/** Where a tap came from; a text link's place is its call button's, marked (`text-hero`). */
export const placeNames: Record<string, string> = {
  ...callPlaceNames,
  ...Object.fromEntries(
    textedCallPlaces.map((place) => {
      const name = callPlaceNames[place];
      return [textPlaceOf(place), `Text link next to the ${name.charAt(0).toLowerCase()}${name.slice(1)}`];
    }),
  ),
  other: 'Elsewhere',
};

export const languageNames: Record<string, string> = { en: 'English pages', es: 'Spanish pages', '-': 'Other addresses' };

const deviceWords: Record<Device, string> = { phone: 'phone', desktop: 'computer' };

const vitalWords = {
  lcp: { good: 'loads fast', metric: 'Largest Contentful Paint' },
  inp: { good: 'answers taps at once', metric: 'Interaction to Next Paint' },
  cls: { good: 'keeps still while loading', metric: 'Cumulative Layout Shift' },
} as const;

/** Sources whose name is not their host's or link's word with a capital. */
const sourceNames: Record<string, string> = { gbp: 'Google Business Profile', bbb: 'BBB', x: 'X (Twitter)', qr: 'QR code', 'apple-maps': 'Apple Maps', chatgpt: 'ChatGPT' };

export const channelName = (channel: Channel, source: string) => {
  if (channel === 'direct') return channelNames.direct;
  const named = source === 'other' ? (channel === 'site' ? 'another site' : 'other') : (sourceNames[source] ?? `${source[0]?.toUpperCase() ?? ''}${source.slice(1)}`);
  return `${channelNames[channel]}: ${named}`;
};

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const dayName = (day: string) => dateFormat.format(Date.parse(`${day}T00:00:00Z`));
export const periodName = ({ first, last }: Period) => (first === last ? dayName(first) : `${dayName(first)} to ${dayName(last)}`);

export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** 'up 3 from 5', 'down 2 from 7', 'same as before'. */
export function change(current: number, previous: number): string {
  if (current === previous) return 'same as before';
  return `${current > previous ? 'up' : 'down'} ${Math.abs(current - previous)} from ${previous}`;
}

/** "Fast on 92% of phone views" and the like, one sentence per template and device. */
export function speedSentence(row: SpeedRow): string {
  const words = vitalWords[row.vital];
  return `${words.good[0]?.toUpperCase()}${words.good.slice(1)} on ${percent(row.goodShare)} of ${deviceWords[row.device]} views (${row.total} measured)`;
}

export const vitalName = (row: SpeedRow) => vitalWords[row.vital].metric;

export const ratingWords = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' } as const;

/** The one line a subject or a summary starts with. */
export function headline(figures: Figures): string {
  const { current } = figures.totals;
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${plural(current.visits, 'visit', 'visits')}, ${plural(current.calls, 'call tap', 'call taps')}, ${plural(current.messages, 'message', 'messages')}`;
}
