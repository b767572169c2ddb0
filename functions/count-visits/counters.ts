/**
 * The daily totals: one DynamoDB item per day and counter, whose sort key says what it counts. Pure:
 * the endpoint writes these keys, the weekly report reads them back, and both go through this module.
 *
 * A key is its fields joined by `|`, the first a letter for the kind:
 *   v|path|lang|kind|device                          a page view
 *   e|path|lang|kind|channel|source|medium|campaign  a visit (an entry from outside), by landing page
 *   c|path|lang|kind|place                           a tap on a call link
 *   m|path|lang|kind, s|path|lang|kind               a message sent, a newsletter sign-up
 *   n|path                                           a view of the not-found page at that path
 *   w|kind|device|vital|rating                       a page's LCP, INP or CLS in Google's buckets
 * `(other)` stands for a path the site does not have, `-` for a field that does not apply.
 */
import type { Channel } from './channels';
import { channels } from './channels';
import { callPlaces, counterRetentionMonths, vitalThresholds, type CallPlace, type Vital } from '../contract/visits';

export const devices = ['phone', 'desktop'] as const;
export type Device = (typeof devices)[number];

export const ratings = ['good', 'needs-improvement', 'poor'] as const;
export type Rating = (typeof ratings)[number];

/** A page as counted: a route of the site, or `(other)`. */
export interface Page {
  path: string;
  lang: string;
  /** The route's kind (`home`, `cityService`, ...), the page's template. */
  kind: string;
}

export type Counter =
  | ({ type: 'view'; device: Device } & Page)
  | ({ type: 'visit'; channel: Channel; source: string; medium: string; campaign: string } & Page)
  | ({ type: 'call'; place: CallPlace | 'other' } & Page)
  | ({ type: 'message' } & Page)
  | ({ type: 'signUp' } & Page)
  | { type: 'notFound'; path: string }
  | { type: 'speed'; kind: string; device: Device; vital: Vital; rating: Rating };

export const otherPage: Page = { path: '(other)', lang: '-', kind: '-' };

/** The not-found paths kept in a day; later new ones count together under this path. */
export const notFoundCap = 50;
export const moreNotFound = '(more)';

/** The item that counts a day's distinct not-found paths, so the cap holds under concurrent beacons. */
export const notFoundPathsKey = 'n#';

const letters = { view: 'v', visit: 'e', call: 'c', message: 'm', signUp: 's', notFound: 'n', speed: 'w' } as const satisfies Record<
  Counter['type'],
  string
>;

/** A field as a key can hold it: no separator, no control character. */
const field = (value: string) => value.replace(/[|\p{Cc}\p{Cf}]/gu, '');

export function counterKey(counter: Counter): string {
  const page = (p: Page) => [p.path, p.lang, p.kind];
  const fields = ((): string[] => {
    switch (counter.type) {
      case 'view':
        return [...page(counter), counter.device];
      case 'visit':
        return [...page(counter), counter.channel, counter.source, counter.medium, counter.campaign];
      case 'call':
        return [...page(counter), counter.place];
      case 'message':
      case 'signUp':
        return page(counter);
      case 'notFound':
        return [counter.path];
      case 'speed':
        return [counter.kind, counter.device, counter.vital, counter.rating];
    }
  })();
  return [letters[counter.type], ...fields.map(field)].join('|');
}

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => list.includes(value as T);

/** The counter a stored key names; undefined for a key this version does not write (and `n#`). */
export function parseCounterKey(key: string): Counter | undefined {
  const [letter, ...rest] = key.split('|');
  const [path = '', lang = '', kind = ''] = rest;
  const page = { path, lang, kind };
  switch (letter) {
    case 'v':
      return rest.length === 4 && isOneOf(devices, rest[3]) ? { type: 'view', ...page, device: rest[3] } : undefined;
    case 'e': {
      const [, , , channel, source = '', medium = '', campaign = ''] = rest;
      return rest.length === 7 && isOneOf(channels, channel) ? { type: 'visit', ...page, channel, source, medium, campaign } : undefined;
    }
    case 'c': {
      const place = rest[3];
      if (rest.length !== 4 || place === undefined) return undefined;
      return { type: 'call', ...page, place: isOneOf(callPlaces, place) ? place : 'other' };
    }
    case 'm':
      return rest.length === 3 ? { type: 'message', ...page } : undefined;
    case 's':
      return rest.length === 3 ? { type: 'signUp', ...page } : undefined;
    case 'n':
      return rest.length === 1 ? { type: 'notFound', path } : undefined;
    case 'w': {
      const [speedKind = '', device, vital, rating] = rest;
      return rest.length === 4 && isOneOf(devices, device) && isOneOf(Object.keys(vitalThresholds) as Vital[], vital) && isOneOf(ratings, rating)
        ? { type: 'speed', kind: speedKind, device, vital, rating }
        : undefined;
    }
    default:
      return undefined;
  }
}

/** The rating of a value at Google's thresholds. */
export function ratingOf(vital: Vital, value: number): Rating {
  const [good, poor] = vitalThresholds[vital];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** The business's own time zone: a day of counts runs from midnight to midnight there. */
export const countingTimeZone = 'America/New_York';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: countingTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) in New York at an instant: each counter's partition key. */
export const dayOf = (epochMs: number): string => dayFormat.format(epochMs);

/** Days from `first` to `last`, both included, as YYYY-MM-DD. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = Date.parse(`${first}T00:00:00Z`); day <= Date.parse(`${last}T00:00:00Z`); day += 86_400_000) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}

/** `day` moved by `by` days. */
export const addDays = (day: string, by: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** Epoch seconds when a day's counters are deleted (the table's TTL): the same day `counterRetentionMonths` later. */
export function expiresAtOf(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Math.floor(Date.UTC(year, month - 1 + counterRetentionMonths, date + 1) / 1000);
}
