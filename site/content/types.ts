/**
 * What the code knows of the content beyond its schemas: the icons it may name, the cities the route
 * types are built from, and the shapes the pages and components take. The entries' own types are
 * inferred from their schemas (site/content/schema/); a service is its entry alone
 * (site/content/services/), so no list of services is written here.
 */

/** Icons the content may name; each one is exported by the design system's icon set. */
export const iconNames = [
  'Droplets',
  'Wind',
  'House',
  'Biohazard',
  'Siren',
  'FileText',
  'Waves',
  'Hammer',
  'Wrench',
  'ShieldCheck',
  'Award',
  'Clock',
  'Star',
  'BadgeCheck',
  'Phone',
  'Mail',
  'MapPin',
  'Users',
] as const;
export type IconName = (typeof iconNames)[number];

/**
 * A service's id: its entry's file name (site/content/services/en/), which is also the English
 * address of its page and its value in the contact form's list.
 */
export type ServiceId = string;

export const citySlugs = ['loganville', 'grayson', 'snellville', 'monroe', 'bethlehem', 'lawrenceville'] as const;
export type CitySlug = (typeof citySlugs)[number];

/** An article's address after `/blog/`, in the default language: articles are files, any number of them. */
export type ArticleSlug = string;

/** A file under `site/assets/`, folder first, so the image pipeline knows where to look. */
export type AssetPath = `${'gallery' | 'team' | 'blog' | 'hero'}/${string}`;

export interface LinkItem {
  readonly label: string;
  /** A site path (`/contact`) or an absolute URL for outbound links. */
  readonly href: string;
}

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export interface Review {
  readonly authorName: string;
  /** 1 to 5. */
  readonly rating: number;
  readonly reviewText: string;
}

export interface ProcessStep {
  readonly step: number;
  readonly title: string;
  readonly description: string;
}

/** One of the home page's service cards; `href` is where it leads. */
export interface HomeServiceItem {
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
  readonly href: string;
}

export interface ContactCard {
  readonly icon: IconName;
  readonly title: string;
  readonly lines: readonly string[];
  readonly href?: string;
}

/** What a page tells search engines; the site appends ' | {business name}' to the title. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly noindex?: boolean;
  readonly image?: AssetPath;
}

/** One of the core services as links, cards and search results show it. */
export interface ServiceSummary {
  readonly slug: ServiceId;
  readonly relatedArticle: ArticleSlug;
  /** How the English addresses of its city pages begin (`water-damage-restoration`); none when it has no city pages. */
  readonly cityServiceSlug?: string;
  readonly icon: IconName;
  readonly title: string;
  /** The name used in the footer and in tight spaces ('Water Restoration'). */
  readonly shortTitle: string;
  /** Its name in the contact form's list ('Water Damage'). */
  readonly formLabel: string;
  /** The value older contact forms sent for it ('water-damage'). */
  readonly formerFormValue?: string;
  readonly description: string;
  readonly emergencyService: boolean;
  readonly meta: PageMeta;
}

export interface TeamMember {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  /** File name in `site/assets/team/`. */
  readonly image: string;
  readonly description: string;
}

export interface GeoPosition {
  readonly latitude: number;
  readonly longitude: number;
}

/** One `/{service}-{city}-ga` page as routes, links and search results see it. */
export interface CityPageSummary {
  /** `/water-damage-restoration-snellville-ga`, or its twin in another language. */
  readonly path: string;
  readonly locationSlug: CitySlug;
  readonly locationName: string;
  /** The service's `cityServiceSlug`. */
  readonly serviceSlug: string;
  readonly serviceTitle: string;
  readonly isEmergency: boolean;
  readonly seoData: { readonly title: string; readonly description: string; readonly keywords: readonly string[] };
  readonly geo: GeoPosition;
}

/** Everything one `/{service}-{city}-ga` page renders. */
export interface CityPageContent extends CityPageSummary {
  readonly serviceDescription: string;
  readonly serviceDetails: readonly string[];
  readonly localInfo: { readonly description: string; readonly landmarks: readonly string[]; readonly neighborhoods: readonly string[] };
  /** Why this service matters in this city: housing, foundations, rivers, sewer or septic. */
  readonly localAngle: string;
  readonly faqs: readonly FaqItem[];
}

/** Paragraphs, subheadings and bullet lists: enough structure for an article, no markup. */
export type ArticleBlock =
  | { readonly type: 'paragraph'; readonly text: string }
  | { readonly type: 'heading'; readonly text: string }
  | { readonly type: 'list'; readonly items: readonly string[] };

export const blogCategoryNames = ['Emergency Response', 'Mold Prevention', 'Insurance', 'Prevention'] as const;
export type BlogCategory = (typeof blogCategoryNames)[number];

/** An article as cards, links and metadata show it: everything but its text. */
export interface ArticleSummary {
  readonly id: string;
  readonly slug: ArticleSlug;
  readonly title: string;
  readonly description: string;
  readonly category: BlogCategory;
  /** Minutes. */
  readonly readTime: number;
  /** ISO date (YYYY-MM-DD). */
  readonly publishedAt: string;
  readonly modifiedAt: string;
  /** A team member's id. */
  readonly authorId: string;
  /** File name in `site/assets/blog/`. */
  readonly image: string;
  readonly imageAlt: string;
  readonly tags: readonly string[];
}

export interface Article extends ArticleSummary {
  readonly content: readonly ArticleBlock[];
}
