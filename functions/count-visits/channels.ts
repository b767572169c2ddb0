/**
 * Where a visit came from, reduced to a channel and a name from a short list: the page sends only the
 * host of an outside referrer and the three `utm_` parameters, and nothing outside these lists is kept
 * as written. Add a host or a campaign here when the owner starts a new link (a flyer's QR code, a new
 * directory listing).
 */

export const channels = ['search', 'social', 'site', 'direct', 'campaign'] as const;
export type Channel = (typeof channels)[number];

/** What the owner reads for each channel. */
export const channelNames: Record<Channel, string> = {
  search: 'Search engines',
  social: 'Social media',
  site: 'Other websites',
  direct: 'Direct (typed, bookmarked, or an app)',
  campaign: 'Tagged links (utm_source)',
};

/** Any other value of a listed kind. */
export const other = 'other';

/** Hosts by the name kept for them; a host matches its own name and any subdomain of it. */
const searchHosts = {
  google: /(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/,
  bing: /(^|\.)bing\.com$/,
  duckduckgo: /(^|\.)duckduckgo\.com$/,
  yahoo: /(^|\.)yahoo\.com$/,
  ecosia: /(^|\.)ecosia\.org$/,
  brave: /^search\.brave\.com$/,
  yandex: /(^|\.)yandex\.[a-z]{2,3}$/,
  baidu: /(^|\.)baidu\.com$/,
} as const;

const socialHosts = {
  facebook: /(^|\.)(facebook\.com|fb\.com|fb\.me)$/,
  instagram: /(^|\.)instagram\.com$/,
  nextdoor: /(^|\.)nextdoor\.com$/,
  x: /(^|\.)(x\.com|twitter\.com|t\.co)$/,
  linkedin: /(^|\.)(linkedin\.com|lnkd\.in)$/,
  youtube: /(^|\.)(youtube\.com|youtu\.be)$/,
  reddit: /(^|\.)reddit\.com$/,
  pinterest: /(^|\.)pinterest\.com$/,
  tiktok: /(^|\.)tiktok\.com$/,
  threads: /(^|\.)threads\.(net|com)$/,
} as const;

/** Directories and sites that link to a restoration company; any other site is 'other'. */
const siteHosts = {
  yelp: /(^|\.)yelp\.com$/,
  bbb: /(^|\.)bbb\.org$/,
  angi: /(^|\.)(angi|angieslist)\.com$/,
  homeadvisor: /(^|\.)homeadvisor\.com$/,
  thumbtack: /(^|\.)thumbtack\.com$/,
  houzz: /(^|\.)houzz\.com$/,
  iicrc: /(^|\.)iicrc\.org$/,
  porch: /(^|\.)porch\.com$/,
  'apple-maps': /^maps\.apple\.com$/,
  chatgpt: /(^|\.)(chatgpt\.com|openai\.com)$/,
  perplexity: /(^|\.)perplexity\.ai$/,
} as const;

/**
 * Values of `utm_source`, `utm_medium` and `utm_campaign` the owner's own links use. The Google
 * Business Profile's website link carries `utm_source=gbp`.
 */
export const knownUtm = {
  source: ['gbp', 'google', 'bing', 'facebook', 'instagram', 'nextdoor', 'yelp', 'newsletter', 'email', 'qr', 'flyer', 'truck', 'yard-sign'],
  medium: ['organic', 'cpc', 'social', 'email', 'referral', 'print', 'qr', 'listing'],
  campaign: ['profile', 'emergency', 'storm', 'mold', 'newsletter', 'spanish'],
} as const satisfies Record<string, readonly string[]>;

export interface VisitSource {
  channel: Channel;
  /** The host's name from the lists above, or the `utm_source` value; `-` for direct. */
  source: string;
  /** `utm_medium` and `utm_campaign` when the link was tagged, else `-`. */
  medium: string;
  campaign: string;
}

const known = (list: readonly string[], value: string | undefined) => {
  if (value === undefined || value === '') return '-';
  const lowered = value.trim().toLowerCase();
  return list.includes(lowered) ? lowered : other;
};

function nameIn(hosts: Record<string, RegExp>, host: string): string | undefined {
  return Object.entries(hosts).find(([, pattern]) => pattern.test(host))?.[0];
}

/**
 * The channel of a visit from the referrer's host (absent: none, or our own site) and the link's `utm_`
 * values. A tagged link wins over the referrer: the Google Business Profile's link arrives from Google
 * too, and the owner wants to see it apart.
 */
export function visitSource(referrerHost: string | undefined, utm: { source?: string; medium?: string; campaign?: string }): VisitSource {
  if (utm.source !== undefined && utm.source !== '') {
    return {
      channel: 'campaign',
      source: known(knownUtm.source, utm.source),
      medium: known(knownUtm.medium, utm.medium),
      campaign: known(knownUtm.campaign, utm.campaign),
    };
  }
  const host = (referrerHost ?? '').trim().toLowerCase().replace(/\.$/, '');
  const untagged = { medium: '-', campaign: '-' };
  if (host === '') return { channel: 'direct', source: '-', ...untagged };
  const search = nameIn(searchHosts, host);
  if (search) return { channel: 'search', source: search, ...untagged };
  const social = nameIn(socialHosts, host);
  if (social) return { channel: 'social', source: social, ...untagged };
  return { channel: 'site', source: nameIn(siteHosts, host) ?? other, ...untagged };
}
