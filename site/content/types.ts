/**
 * The shapes of the site's fixed content. Content modules declare their data `as const satisfies`
 * these types, so a missing field is a compile error and literal slugs stay literal for the routes.
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

/** Slugs of the four service pages without a city: `/water-restoration` and so on. */
export const servicePageSlugs = [
  'water-restoration',
  'mold-inspection',
  'crawl-space-cleanup',
  'sewage-cleanup',
] as const;
export type ServicePageSlug = (typeof servicePageSlugs)[number];

/**
 * The same four services as they appear in city page paths (`/water-damage-restoration-snellville-ga`).
 * Only water differs from its service page slug; `data/services.json` pairs each service page with its own.
 */
export const cityServiceSlugs = [
  'water-damage-restoration',
  'mold-inspection',
  'crawl-space-cleanup',
  'sewage-cleanup',
] as const;
export type CityServiceSlug = (typeof cityServiceSlugs)[number];

export const citySlugs = ['loganville', 'grayson', 'snellville', 'monroe', 'bethlehem', 'lawrenceville'] as const;
export type CitySlug = (typeof citySlugs)[number];

/** An article's address after `/blog/`, in the default language: articles are files (articles/<lang>/<id>.md), any number of them. */
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

/** A titled group of FAQ-like items rendered as one accordion. */
export interface AccordionSection {
  readonly id: string;
  readonly heading: string;
  readonly items: readonly FaqItem[];
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

/** A card in a service grid (the home page's twelve, or the four on /services). */
export interface ServiceCard {
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
  readonly details: readonly string[];
  readonly emergencyService: boolean;
}

/** One of the home page's twelve services; `href` is where its card leads. */
export interface HomeServiceItem {
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
  readonly href: string;
}

/** One of the four core services as links, cards and search results show it. */
export interface ServiceSummary extends Omit<ServiceCard, 'details'> {
  readonly slug: ServicePageSlug;
  readonly cityServiceSlug: CityServiceSlug;
  /** The name used in the footer and in tight spaces ('Water Restoration'). */
  readonly shortTitle: string;
  readonly meta: PageMeta;
  /** The blog article that helps most with this problem, linked as related reading from its pages. */
  readonly relatedArticle: ArticleSlug;
}

/** One of the four core services, with everything its service page and city pages need. */
export interface Service extends ServiceSummary {
  readonly details: readonly string[];
  /** Opening paragraphs of the service page. */
  readonly longDescription: readonly string[];
  readonly processSteps: readonly ProcessStep[];
  readonly faqs: readonly FaqItem[];
}

export interface AudienceCard {
  readonly title: string;
  readonly description: string;
  readonly features: readonly string[];
}

export interface TeamMember {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  /** File name in `site/assets/team/`. */
  readonly image: string;
  readonly description: string;
}

export interface ValueCard {
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
}

export interface StatItem {
  readonly value: string;
  readonly label: string;
}

export interface GalleryImage {
  /** File name in `site/assets/gallery/`. */
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export interface GeoPosition {
  readonly latitude: number;
  readonly longitude: number;
}

/** A city's identity and position: enough for links, metadata and structured data. */
export interface CitySummary {
  readonly slug: CitySlug;
  readonly name: string;
  readonly county: string;
  readonly zip: string;
  readonly geo: GeoPosition;
}

export interface City extends CitySummary {
  readonly landmarks: readonly string[];
  readonly neighborhoods: readonly string[];
  /** The local description paragraph shown on every service page for this city. */
  readonly description: string;
  /** Rivers, creeks, soil and housing facts that shape water problems here. */
  readonly waterRisks: readonly string[];
}

/** Names one city page: a core service (as city paths spell it) and a city. */
export type CityPageKey = `${CityServiceSlug}-${CitySlug}`;

/** One `/{service}-{city}-ga` page as routes, links and search results see it. */
export interface CityPageSummary {
  /** `/water-damage-restoration-snellville-ga`, or its twin under `/es/`. */
  readonly path: string;
  readonly locationSlug: CitySlug;
  readonly locationName: string;
  readonly serviceSlug: CityServiceSlug;
  readonly serviceTitle: string;
  readonly isEmergency: boolean;
  readonly seoData: {
    readonly title: string;
    readonly description: string;
    readonly keywords: readonly string[];
  };
  readonly geo: GeoPosition;
}

/** The part of a city page written for that service in that city: one `cityLocal/<key>.ts` per page. */
export interface CityLocalContent {
  /** Why this service matters in this city: housing, foundations, rivers, sewer or septic. */
  readonly localAngle: string;
  readonly faqs: readonly FaqItem[];
}

/** Everything one `/{service}-{city}-ga` page renders. */
export interface CityPageContent extends CityPageSummary, CityLocalContent {
  readonly serviceDescription: string;
  readonly serviceDetails: readonly string[];
  readonly localInfo: {
    readonly description: string;
    readonly landmarks: readonly string[];
    readonly neighborhoods: readonly string[];
  };
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
  /** A `TeamMember.id` from `team.ts`. */
  readonly authorId: string;
  /** File name in `site/assets/blog/`. */
  readonly image: string;
  readonly imageAlt: string;
  readonly tags: readonly string[];
}

export interface Article extends ArticleSummary {
  readonly content: readonly ArticleBlock[];
}

/** What a page tells search engines; the site appends ' | {business name}' to the title. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly noindex?: boolean;
  readonly image?: AssetPath;
}

export interface ContactCard {
  readonly icon: IconName;
  readonly title: string;
  readonly lines: readonly string[];
  readonly href?: string;
}
