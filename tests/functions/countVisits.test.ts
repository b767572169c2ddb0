// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readBeacon, type BeaconRequest } from '../../functions/count-visits/beacon';
import { visitSource } from '../../functions/count-visits/channels';
import { maxBeaconBytes } from '../../functions/contract/visits';
import {
  addDays,
  counterKey,
  dayOf,
  daysBetween,
  expiresAtOf,
  parseCounterKey,
  ratingOf,
  type Counter,
} from '../../functions/count-visits/counters';

const origin = 'https://www.example.com';
const routes = {
  '/': { lang: 'en', kind: 'home' },
  '/water-damage-restoration-snellville-ga': { lang: 'en', kind: 'cityService' },
  '/es/contacto': { lang: 'es', kind: 'contact' },
};
const chrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

function request(fields: Record<string, string>, headers: Record<string, string> = {}, method = 'POST'): BeaconRequest {
  const body = new URLSearchParams(fields).toString();
  return {
    method,
    headers: { 'user-agent': chrome, 'sec-fetch-site': 'same-origin', origin, ...headers },
    body,
    bodyBytes: Buffer.byteLength(body),
  };
}
const read = (req: BeaconRequest) => readBeacon(req, { routes, allowedOrigins: [origin] });
const view = { t: 'v', p: '/water-damage-restoration-snellville-ga', d: 'p', n: 'n' };
const city = { path: '/water-damage-restoration-snellville-ga', lang: 'en', kind: 'cityService' };

describe('readBeacon', () => {
  it('counts a view and, from outside the site by a navigation, a visit with its channel', () => {
    expect(read(request({ ...view, r: 'www.google.com' }))).toEqual({
      ok: true,
      counters: [
        { type: 'view', ...city, device: 'phone' },
        { type: 'visit', ...city, channel: 'search', source: 'google', medium: '-', campaign: '-' },
      ],
    });
  });

  it.each([
    ['a reload', 'r'],
    ['back or forward, or a page restored from the cache', 'b'],
  ])('counts %s as a view and not a visit', (_name, navigation) => {
    const reading = read(request({ ...view, n: navigation }));
    expect(reading).toEqual({ ok: true, counters: [{ type: 'view', ...city, device: 'phone' }] });
  });

  it('maps a path the site does not have to (other), and lists a not-found page by its path', () => {
    expect(read(request({ ...view, p: '/wp-admin/setup.php' }))).toMatchObject({
      ok: true,
      counters: [{ type: 'view', path: '(other)', lang: '-', kind: '-' }, { type: 'visit', path: '(other)' }],
    });
    expect(read(request({ ...view, p: '/Old-Page/', x: '1' }))).toEqual({ ok: true, counters: [{ type: 'notFound', path: '/old-page' }] });
  });

  it('counts a call under its place, an unknown place as other', () => {
    expect(read(request({ t: 'c', p: '/es/contacto', l: 'contact-card' }))).toEqual({
      ok: true,
      counters: [{ type: 'call', path: '/es/contacto', lang: 'es', kind: 'contact', place: 'contact-card' }],
    });
    expect(read(request({ t: 'c', p: '/', l: 'anywhere' }))).toMatchObject({ ok: true, counters: [{ type: 'call', place: 'other' }] });
  });

  it('counts a tap on a text link as a call from its place, and a text link no call button has as other', () => {
    expect(read(request({ t: 'c', p: '/', l: 'text-hero' }))).toEqual({
      ok: true,
      counters: [{ type: 'call', path: '/', lang: 'en', kind: 'home', place: 'text-hero' }],
    });
    expect(read(request({ t: 'c', p: '/', l: 'text-footer' }))).toMatchObject({ ok: true, counters: [{ type: 'call', place: 'other' }] });
  });

  it('buckets speed at Google thresholds per template and device, and drops values out of range', () => {
    expect(read(request({ t: 'w', p: '/', d: 'd', lcp: '2600', inp: '80', cls: '0.3' }))).toEqual({
      ok: true,
      counters: [
        { type: 'speed', kind: 'home', device: 'desktop', vital: 'lcp', rating: 'needs-improvement' },
        { type: 'speed', kind: 'home', device: 'desktop', vital: 'inp', rating: 'good' },
        { type: 'speed', kind: 'home', device: 'desktop', vital: 'cls', rating: 'poor' },
      ],
    });
    expect(read(request({ t: 'w', p: '/', d: 'd', lcp: '-5' }))).toEqual({ ok: false, reason: 'out_of_range' });
    expect(read(request({ t: 'w', p: '/', d: 'd', lcp: '1e9' }))).toEqual({ ok: false, reason: 'out_of_range' });
    expect(read(request({ t: 'w', p: '/', d: 'd' }))).toEqual({ ok: false, reason: 'malformed' });
  });

  it.each([
    ['Sec-GPC: 1', { 'sec-gpc': '1' }, 'privacy_signal'],
    ['DNT: 1', { dnt: '1' }, 'privacy_signal'],
    ['a headless browser', { 'user-agent': chrome.replace('Chrome/', 'HeadlessChrome/') }, 'bot'],
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, 'bot'],
    ['no user agent', { 'user-agent': '' }, 'bot'],
    ['another site', { 'sec-fetch-site': 'cross-site' }, 'cross_site'],
    ['another origin', { origin: 'https://evil.example' }, 'cross_site'],
  ])('drops a beacon with %s', (_name, headers, reason) => {
    expect(read(request(view, headers))).toEqual({ ok: false, reason });
  });

  it('takes an older browser without Sec-Fetch-Site by its Origin, and refuses a request with neither', () => {
    const { 'sec-fetch-site': _site, ...older } = request(view).headers;
    expect(read({ ...request(view), headers: older })).toMatchObject({ ok: true });
    const { origin: _origin, ...bare } = older;
    expect(read({ ...request(view), headers: bare })).toEqual({ ok: false, reason: 'cross_site' });
  });

  it(`drops a body over ${maxBeaconBytes} bytes unread, and anything but a POST`, () => {
    const big = request({ ...view, pad: 'x'.repeat(1100) });
    expect(big.bodyBytes).toBeGreaterThan(1100);
    expect(read(big)).toEqual({ ok: false, reason: 'too_big' });
    expect(read(request(view, {}, 'GET'))).toEqual({ ok: false, reason: 'not_post' });
    expect(read(request({ ...view, t: 'z' }))).toEqual({ ok: false, reason: 'malformed' });
    expect(read(request({ ...view, p: 'no-slash' }))).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('visitSource', () => {
  it.each([
    [undefined, {}, { channel: 'direct', source: '-' }],
    ['www.google.co.uk', {}, { channel: 'search', source: 'google' }],
    ['duckduckgo.com', {}, { channel: 'search', source: 'duckduckgo' }],
    ['l.facebook.com', {}, { channel: 'social', source: 'facebook' }],
    ['t.co', {}, { channel: 'social', source: 'x' }],
    ['www.yelp.com', {}, { channel: 'site', source: 'yelp' }],
    ['blog.someone-else.example', {}, { channel: 'site', source: 'other' }],
    ['www.google.com', { source: 'GBP', medium: 'listing', campaign: 'profile' }, { channel: 'campaign', source: 'gbp', medium: 'listing', campaign: 'profile' }],
    [undefined, { source: 'my-secret-name', medium: 'x', campaign: 'y' }, { channel: 'campaign', source: 'other', medium: 'other', campaign: 'other' }],
  ])('%s %j -> %j', (host, utm, expected) => {
    expect(visitSource(host, utm)).toMatchObject(expected);
  });
});

describe('counter keys', () => {
  const counters: Counter[] = [
    { type: 'view', ...city, device: 'desktop' },
    { type: 'visit', ...city, channel: 'campaign', source: 'gbp', medium: '-', campaign: 'profile' },
    { type: 'call', ...city, place: 'emergency-banner' },
    { type: 'call', ...city, place: 'text-emergency-banner' },
    { type: 'message', ...city },
    { type: 'signUp', path: '/blog', lang: 'en', kind: 'blog' },
    { type: 'notFound', path: '/old-page' },
    { type: 'speed', kind: 'cityService', device: 'phone', vital: 'inp', rating: 'poor' },
  ];
  it.each(counters)('read back what they wrote: %j', (counter) => {
    expect(parseCounterKey(counterKey(counter))).toEqual(counter);
  });

  it('never carry a separator from a field into the key', () => {
    expect(counterKey({ type: 'notFound', path: '/a|b\u0000c' })).toBe('n|/abc');
  });
});

describe('days', () => {
  it('turn at midnight in New York, in winter and in summer', () => {
    expect(dayOf(Date.parse('2026-01-15T04:59:59.999Z'))).toBe('2026-01-14');
    expect(dayOf(Date.parse('2026-01-15T05:00:00.000Z'))).toBe('2026-01-15');
    expect(dayOf(Date.parse('2026-07-15T03:59:59.999Z'))).toBe('2026-07-14');
    expect(dayOf(Date.parse('2026-07-15T04:00:00.000Z'))).toBe('2026-07-15');
  });

  it('list a range and expire 25 months on', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(new Date(expiresAtOf('2026-11-26') * 1000).toISOString()).toBe('2028-12-27T00:00:00.000Z');
  });

  it.each([
    ['lcp', 2500, 'good'],
    ['lcp', 2501, 'needs-improvement'],
    ['lcp', 4001, 'poor'],
    ['inp', 200, 'good'],
    ['cls', 0.25, 'needs-improvement'],
  ] as const)('rate %s %d as %s', (vital, value, rating) => {
    expect(ratingOf(vital, value)).toBe(rating);
  });
});

describe("Google's thresholds", () => {
  it('are the ones web-vitals rates by', async () => {
    const { vitalThresholds } = await import('../../functions/contract/visits');
    const { LCPThresholds, INPThresholds, CLSThresholds } = await import('web-vitals');
    expect(vitalThresholds).toEqual({ lcp: LCPThresholds, inp: INPThresholds, cls: CLSThresholds });
  });
});
