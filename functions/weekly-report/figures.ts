/**
 * The owner's figures for a period against the period before: pure, from the day counters
 * (count-visits/counters.ts) and, for messages and sign-ups, the days their own tables say enquiries
 * arrived and subscribers confirmed, so the totals agree with the office's inbox. The weekly mail, the
 * `npm run report` text and its CSV all print this one object.
 */
import type { Channel } from '../count-visits/channels';
import type { CountedDay } from '../count-visits/counterStore';
import type { Device, Rating } from '../count-visits/counters';
import { addDays, daysBetween, moreNotFound } from '../count-visits/counters';
import type { Vital } from '../contract/visits';

export interface Period {
  first: string;
  last: string;
}

export interface Totals {
  views: number;
  visits: number;
  calls: number;
  /** Enquiries stored in the period (their table), whatever became of their mail. */
  messages: number;
  /** Addresses confirmed onto the newsletter list in the period (its table). */
  signUps: number;
}

export interface PageRow {
  path: string;
  lang: string;
  kind: string;
  views: number;
  visits: number;
  calls: number;
  /** Messages and sign-ups sent from this page, as the page counted them. */
  messages: number;
  signUps: number;
}

export interface ChannelRow {
  channel: Channel;
  source: string;
  visits: number;
  previous: number;
}

export interface SpeedRow {
  kind: string;
  device: Device;
  vital: Vital;
  counts: Record<Rating, number>;
  total: number;
  /** Share of views rated good, 0 to 1. */
  goodShare: number;
  /** The rating of the 75th percentile, as Google's report judges a page. */
  rating75: Rating;
}

export interface Figures {
  period: Period;
  previousPeriod: Period;
  totals: { current: Totals; previous: Totals };
  /** Every page with something counted in the period, most views first. */
  pages: PageRow[];
  channels: ChannelRow[];
  /** Views, visits and calls per language in the period, and the period before. */
  languages: { lang: string; current: Pick<Totals, 'views' | 'visits' | 'calls'>; previous: Pick<Totals, 'views' | 'visits' | 'calls'> }[];
  callPlaces: { place: string; calls: number }[];
  speed: SpeedRow[];
  notFound: { path: string; views: number }[];
  /** Visits, calls and messages per day for the chart, oldest first. */
  daily: { day: string; visits: number; calls: number; messages: number }[];
}

export interface FiguresInput {
  /** The period's last day (YYYY-MM-DD in New York) and its length in days. */
  last: string;
  days: number;
  /** Days on the chart, ending with the period's last. @default 56 */
  chartDays?: number;
  counted: readonly CountedDay[];
  /** Per day: enquiries stored, and subscribers confirmed. */
  enquiriesByDay: ReadonlyMap<string, number>;
  signUpsByDay: ReadonlyMap<string, number>;
}

/** The days a report reads: the chart's and both periods'. */
export function daysNeeded(last: string, days: number, chartDays = 56): string[] {
  return daysBetween(addDays(last, -Math.max(2 * days, chartDays) + 1), last);
}

export function periodsOf(last: string, days: number): { period: Period; previousPeriod: Period } {
  const first = addDays(last, -days + 1);
  return { period: { first, last }, previousPeriod: { first: addDays(first, -days), last: addDays(first, -1) } };
}

const emptyTotals = (): Totals => ({ views: 0, visits: 0, calls: 0, messages: 0, signUps: 0 });
const sumDays = (byDay: ReadonlyMap<string, number>, period: Period) =>
  daysBetween(period.first, period.last).reduce((total, day) => total + (byDay.get(day) ?? 0), 0);

function rating75(counts: Record<Rating, number>, total: number): Rating {
  if (counts.good >= 0.75 * total) return 'good';
  return counts.good + counts['needs-improvement'] >= 0.75 * total ? 'needs-improvement' : 'poor';
}

export function figuresOf({ last, days, chartDays = 56, counted, enquiriesByDay, signUpsByDay }: FiguresInput): Figures {
  const { period, previousPeriod } = periodsOf(last, days);
  const inPeriod = (day: string, of: Period) => day >= of.first && day <= of.last;
  const totals = { current: emptyTotals(), previous: emptyTotals() };
  const pages = new Map<string, PageRow>();
  const channels = new Map<string, ChannelRow>();
  const languages = new Map<string, Figures['languages'][number]>();
  const places = new Map<string, number>();
  const speed = new Map<string, SpeedRow>();
  const notFound = new Map<string, number>();
  const daily = new Map(daysBetween(addDays(last, -chartDays + 1), last).map((day) => [day, { day, visits: 0, calls: 0, messages: enquiriesByDay.get(day) ?? 0 }]));

  for (const { day, counts } of counted) {
    const which = inPeriod(day, period) ? 'current' : inPeriod(day, previousPeriod) ? 'previous' : undefined;
    const chartDay = daily.get(day);
    for (const { counter, n } of counts) {
      if (counter.type === 'visit' && chartDay) chartDay.visits += n;
      if (counter.type === 'call' && chartDay) chartDay.calls += n;
      if (which === undefined) continue;
      if (counter.type === 'view' || counter.type === 'visit' || counter.type === 'call') {
        const field = counter.type === 'view' ? 'views' : counter.type === 'visit' ? 'visits' : 'calls';
        totals[which][field] += n;
        const language = languages.get(counter.lang) ?? {
          lang: counter.lang,
          current: { views: 0, visits: 0, calls: 0 },
          previous: { views: 0, visits: 0, calls: 0 },
        };
        language[which][field] += n;
        languages.set(counter.lang, language);
      }
      if (counter.type === 'visit') {
        const key = `${counter.channel}|${counter.source}`;
        const row = channels.get(key) ?? { channel: counter.channel, source: counter.source, visits: 0, previous: 0 };
        row[which === 'current' ? 'visits' : 'previous'] += n;
        channels.set(key, row);
      }
      if (which !== 'current') continue;
      switch (counter.type) {
        case 'view':
        case 'visit':
        case 'call':
        case 'message':
        case 'signUp': {
          const row = pages.get(counter.path) ?? { path: counter.path, lang: counter.lang, kind: counter.kind, views: 0, visits: 0, calls: 0, messages: 0, signUps: 0 };
          const field = ({ view: 'views', visit: 'visits', call: 'calls', message: 'messages', signUp: 'signUps' } as const)[counter.type];
          row[field] += n;
          pages.set(counter.path, row);
          if (counter.type === 'call') places.set(counter.place, (places.get(counter.place) ?? 0) + n);
          break;
        }
        case 'notFound':
          notFound.set(counter.path, (notFound.get(counter.path) ?? 0) + n);
          break;
        case 'speed': {
          const key = `${counter.kind}|${counter.device}|${counter.vital}`;
          const row = speed.get(key) ?? {
            kind: counter.kind,
            device: counter.device,
            vital: counter.vital,
            counts: { good: 0, 'needs-improvement': 0, poor: 0 },
            total: 0,
            goodShare: 0,
            rating75: 'good' as Rating,
          };
          row.counts[counter.rating] += n;
          row.total += n;
          speed.set(key, row);
          break;
        }
      }
    }
  }
  for (const [which, of] of [['current', period], ['previous', previousPeriod]] as const) {
    totals[which].messages = sumDays(enquiriesByDay, of);
    totals[which].signUps = sumDays(signUpsByDay, of);
  }
  const speedRows = [...speed.values()].map((row) => ({ ...row, goodShare: row.counts.good / row.total, rating75: rating75(row.counts, row.total) }));
  return {
    period,
    previousPeriod,
    totals,
    pages: [...pages.values()].sort((a, b) => b.views - a.views || b.visits - a.visits || a.path.localeCompare(b.path)),
    channels: [...channels.values()].sort((a, b) => b.visits - a.visits || b.previous - a.previous),
    languages: [...languages.values()].sort((a, b) => b.current.views - a.current.views),
    callPlaces: [...places.entries()].map(([place, calls]) => ({ place, calls })).sort((a, b) => b.calls - a.calls),
    speed: speedRows.sort((a, b) => a.kind.localeCompare(b.kind) || a.device.localeCompare(b.device) || a.vital.localeCompare(b.vital)),
    // The overflow line last, whatever its count.
    notFound: [...notFound.entries()]
      .map(([path, views]) => ({ path, views }))
      .sort((a, b) => Number(a.path === moreNotFound) - Number(b.path === moreNotFound) || b.views - a.views),
    daily: [...daily.values()],
  };
}
