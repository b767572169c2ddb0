import type { Lang } from '../i18n/lang';
import { articleSummariesIn, articlesIn } from './blog';
import * as enCities from './cities';
import * as enCityPageSummaries from './cityPageSummaries';
import * as enCityPages from './cityPages';
import * as enCitySummaries from './citySummaries';
import * as esCities from './es/cities';
import * as esCityPageSummaries from './es/cityPageSummaries';
import * as esCityPages from './es/cityPages';
import * as esCitySummaries from './es/citySummaries';
import * as esFaqs from './es/faqs';
import * as esGallery from './es/gallery';
import * as esPageMeta from './es/pageMeta';
import * as esPrivacy from './es/privacy';
import * as esServiceSummaries from './es/serviceSummaries';
import * as esServices from './es/services';
import * as esTeam from './es/team';
import * as enFaqs from './faqs';
import * as enGallery from './gallery';
import * as enHome from './home';
import { homeIn } from './homeContent';
import type { Localized } from './localized';
import * as enNavigation from './navigation';
import { navigationIn } from './navigationContent';
import * as enPageMeta from './pageMeta';
import * as enPages from './pages';
import { pagesIn } from './pagesContent';
import * as enPrivacy from './privacy';
import * as enServiceSummaries from './serviceSummaries';
import * as enServices from './services';
import * as enTeam from './team';

/*
 * The site's copy in every language, module by module. English is the source: each Spanish module in
 * `es/` must have its English module's shape (`Localized`), so a translation cannot miss an entry.
 * Pages and components ask for their language's copy with `contentFor(lang)` (or `useContent()`).
 */

const english = {
  navigation: enNavigation,
  home: enHome,
  pages: enPages,
  pageMeta: enPageMeta,
  serviceSummaries: enServiceSummaries,
  services: enServices,
  citySummaries: enCitySummaries,
  cities: enCities,
  cityPageSummaries: { cityPageSummaries: enCityPageSummaries.cityPageSummaries, findCityPageSummary: enCityPageSummaries.findCityPageSummary },
  cityPages: { findCityPage: enCityPages.findCityPage, findCityPageByPath: enCityPages.findCityPageByPath, loadCityPages: enCityPages.loadCityPages },
  faqs: enFaqs,
  privacy: enPrivacy,
  team: enTeam,
  gallery: enGallery,
  articleSummaries: articleSummariesIn('en'),
  articles: articlesIn('en'),
};

/** One language's copy: the English modules' shape, with text as plain strings. */
export type SiteContent = Localized<typeof english>;

const spanish: SiteContent = {
  navigation: navigationIn('es'),
  home: homeIn('es'),
  pages: pagesIn('es'),
  pageMeta: esPageMeta,
  serviceSummaries: esServiceSummaries,
  services: esServices,
  citySummaries: esCitySummaries,
  cities: esCities,
  cityPageSummaries: esCityPageSummaries,
  cityPages: esCityPages,
  faqs: esFaqs,
  privacy: esPrivacy,
  team: esTeam,
  gallery: esGallery,
  articleSummaries: articleSummariesIn('es'),
  articles: articlesIn('es'),
};

const content: Record<Lang, SiteContent> = { en: english, es: spanish };

/** A language's copy. */
export const contentFor = (lang: Lang): SiteContent => content[lang];

/** One core service in any language. */
export type CoreService = SiteContent['services']['services'][number];
