/**
 * Reads one beacon into the counters it adds to, or says why it counts nothing. Pure: the request's
 * headers and body in, counters out. Whatever it decides, the endpoint answers 204.
 *
 * The body is `application/x-www-form-urlencoded` text (what `URLSearchParams` writes), at most
 * `maxBeaconBytes`:
 *   t  beacon type (contract/visits.ts `beaconTypes`)      p  the page's path (no query)
 *   d  `p` phone or `d` desktop, by viewport width   x  `1` on the not-found page
 *   n  how the page was reached: `n` navigation, `r` reload, `b` back/forward or restored from the cache
 *   r  the referrer's host, only when it is another site's
 *   us, um, uc  the page address's utm_source, utm_medium, utm_campaign
 *   l  where the call link was (`data-call`)
 *   lcp, inp, cls  the page's speed, when known (speed beacons)
 */
import { isbot } from 'isbot';
import type { PageRoutes } from '../contract/pageRoutes';
import { visitSource } from './channels';
import { beaconTypes, callPlaces, maxBeaconBytes, maxPathLength, vitalMaximums, type Vital } from '../contract/visits';
import type { Counter, Device, Page } from './counters';
import { otherPage, ratingOf } from './counters';

export type DropReason =
  | 'not_post'
  | 'too_big'
  | 'privacy_signal'
  | 'bot'
  | 'cross_site'
  | 'malformed'
  | 'out_of_range';

export type BeaconReading = { ok: true; counters: Counter[] } | { ok: false; reason: DropReason };

export interface BeaconRequest {
  method: string;
  /** Lower-case names. */
  headers: Readonly<Record<string, string | undefined>>;
  body: string;
  bodyBytes: number;
}

export interface BeaconContext {
  routes: PageRoutes;
  /** The site's own origins (`ALLOWED_ORIGINS`). */
  allowedOrigins: readonly string[];
}

const drop = (reason: DropReason): BeaconReading => ({ ok: false, reason });

/** Only the site's own pages send beacons: a browser says so in Sec-Fetch-Site, an older one in Origin. */
function fromOurSite(headers: BeaconRequest['headers'], allowedOrigins: readonly string[]): boolean {
  const site = headers['sec-fetch-site'];
  const origin = headers.origin;
  if (origin !== undefined && !allowedOrigins.includes(origin)) return false;
  if (site !== undefined) return site === 'same-origin';
  return origin !== undefined;
}

/** Global Privacy Control or Do Not Track: the page sends nothing then, and what arrives anyway is dropped. */
const asksNotToBeCounted = (headers: BeaconRequest['headers']) => headers['sec-gpc'] === '1' || headers.dnt === '1';

/** A path as the site's route table writes it: no trailing slash, lower case. */
function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.toLowerCase();
}

/** A path of a not-found page as the 404 list keeps it: printable, without query, of bounded length. */
function notFoundPath(path: string): string {
  return normalizePath(path.replace(/[\p{Cc}\p{Cf}|]/gu, '')).slice(0, maxPathLength);
}

function pageOf(path: string, routes: PageRoutes): Page {
  const normal = normalizePath(path);
  const route = Object.hasOwn(routes, normal) ? routes[normal] : undefined;
  return route ? { path: normal, lang: route.lang, kind: route.kind } : otherPage;
}

const numberIn = (value: string | null, max: number): number | undefined | false => {
  if (value === null) return undefined;
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) && number >= 0 && number <= max ? number : false;
};

export function readBeacon(request: BeaconRequest, { routes, allowedOrigins }: BeaconContext): BeaconReading {
  if (request.method !== 'POST') return drop('not_post');
  if (request.bodyBytes > maxBeaconBytes) return drop('too_big');
  if (asksNotToBeCounted(request.headers)) return drop('privacy_signal');
  const agent = request.headers['user-agent'];
  if (agent === undefined || agent === '' || isbot(agent)) return drop('bot');
  if (!fromOurSite(request.headers, allowedOrigins)) return drop('cross_site');

  const fields = new URLSearchParams(request.body);
  const type = fields.get('t');
  const path = fields.get('p') ?? '';
  if (!path.startsWith('/') || path.length > maxPathLength) return drop('malformed');
  const deviceField = fields.get('d');
  const device: Device | undefined = deviceField === 'p' ? 'phone' : deviceField === 'd' ? 'desktop' : undefined;
  const page = pageOf(path, routes);

  switch (type) {
    case beaconTypes.view: {
      if (device === undefined) return drop('malformed');
      if (fields.get('x') === '1') return { ok: true, counters: [{ type: 'notFound', path: notFoundPath(path) }] };
      const counters: Counter[] = [{ type: 'view', ...page, device }];
      // A visit: reached by a navigation (not a reload, not back or forward) from outside the site.
      if (fields.get('n') === 'n') {
        const utm = { source: fields.get('us') ?? undefined, medium: fields.get('um') ?? undefined, campaign: fields.get('uc') ?? undefined };
        counters.push({ type: 'visit', ...page, ...visitSource(fields.get('r') ?? undefined, utm) });
      }
      return { ok: true, counters };
    }
    case beaconTypes.call: {
      const place = fields.get('l') ?? '';
      return { ok: true, counters: [{ type: 'call', ...page, place: (callPlaces as readonly string[]).includes(place) ? (place as (typeof callPlaces)[number]) : 'other' }] };
    }
    case beaconTypes.message:
      return { ok: true, counters: [{ type: 'message', ...page }] };
    case beaconTypes.signUp:
      return { ok: true, counters: [{ type: 'signUp', ...page }] };
    case beaconTypes.speed: {
      if (device === undefined) return drop('malformed');
      const counters: Counter[] = [];
      for (const vital of Object.keys(vitalMaximums) as Vital[]) {
        const value = numberIn(fields.get(vital), vitalMaximums[vital]);
        if (value === false) return drop('out_of_range');
        if (value !== undefined) counters.push({ type: 'speed', kind: page.kind, device, vital, rating: ratingOf(vital, value) });
      }
      return counters.length > 0 ? { ok: true, counters } : drop('malformed');
    }
    default:
      return drop('malformed');
  }
}
