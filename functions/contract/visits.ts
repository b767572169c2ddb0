/**
 * What the pages and the counting function agree on: where the beacon goes, what it may carry, the
 * places a call link can be, and Google's thresholds for the speed figures. Shared by the island loader
 * (which keeps only the constants it uses) and the functions; it must stay free of Node imports.
 */

/** Where every page's beacon goes, on the site's own origin. */
export const beaconPath = '/api/e';

/** A beacon's body is text of at most this many bytes; anything longer is dropped unread. */
export const maxBeaconBytes = 1024;

/** Paths longer than this are cut by the page (the 404 list is the only place a stranger's path lands). */
export const maxPathLength = 200;

/** How long the daily totals are kept: two years and a month, so a month can be set against the same month a year before. */
export const counterRetentionMonths = 25;

/** Below this viewport width a view counts as on a phone (the width, never the user agent). */
export const phoneMaxWidth = 767;

/**
 * The kinds of beacon, one letter each on the wire: a page view, a tap on a call link, a message sent
 * (the contact function answered 200 or 202), a newsletter sign-up, and the page's speed.
 */
export const viewBeacon = 'v';
export const callBeacon = 'c';
export const messageBeacon = 'm';
export const signUpBeacon = 's';
export const speedBeacon = 'w';
// Primitives for the loader, which is written inline into each page, and the forms: the bundler copies
// a constant where it is used, while an object would have to come from a shared chunk.
export const beaconTypes = { view: viewBeacon, call: callBeacon, message: messageBeacon, signUp: signUpBeacon, speed: speedBeacon } as const;
export type BeaconType = (typeof beaconTypes)[keyof typeof beaconTypes];

/** Where a `tel:` link is on a page. */
const callLinkPlaces = [
  'header',
  'header-button',
  'hero',
  'page-hero',
  'emergency-banner',
  'closing-call',
  'contact-card',
  'contact-emergency',
  'article',
  'footer',
  'not-found',
] as const;

/** The call buttons a phone shows a text (`sms:`) link beside. */
export const textedCallPlaces = [
  'header-button',
  'hero',
  'page-hero',
  'emergency-banner',
  'closing-call',
  'contact-emergency',
  'article',
  'not-found',
] as const satisfies readonly (typeof callLinkPlaces)[number][];
export type TextedCallPlace = (typeof textedCallPlaces)[number];

/** A tap on a text link counts as a call tap, from its button's place with this mark: `text-hero`. */
export const textPlaceOf = <Place extends TextedCallPlace>(place: Place) => `text-${place}` as const;

/**
 * Where a call or text link is on a page: the templates set it as `data-call` on every `tel:` and
 * `sms:` link, and the function counts a tap under it (anything not in this list counts as `other`).
 */
export const callPlaces: readonly ((typeof callLinkPlaces)[number] | ReturnType<typeof textPlaceOf<TextedCallPlace>>)[] = [
  ...callLinkPlaces,
  ...textedCallPlaces.map(textPlaceOf),
];
export type CallPlace = (typeof callPlaces)[number];

/** The attribute on a `tel:` link that says where it is. */
export const callPlaceAttribute = 'data-call';

/** A form that was sent tells the loader so with this event on the document (detail: a beacon type). */
export const sentEvent = 'site-sent';

/**
 * Google's Core Web Vitals thresholds (web-vitals' `LCPThresholds`, `INPThresholds`, `CLSThresholds`):
 * at or under the first a value is good, at or under the second it needs improvement, above it is poor.
 * Counting each view in its bucket makes the 75th percentile's rating exact.
 */
export const vitalThresholds = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
} as const;
export type Vital = keyof typeof vitalThresholds;

/** The largest value a page may report for each: a beacon beyond it is dropped as out of range. */
export const vitalMaximums = { lcp: 120_000, inp: 60_000, cls: 100 } as const satisfies Record<Vital, number>;
