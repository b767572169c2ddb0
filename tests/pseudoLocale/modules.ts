/*
 * The pseudo-locale's modules that are not copies of the Spanish ones: each reads the English module
 * and transforms its values (strings, and what functions return), so no English text is re-typed and
 * placeholders, slugs and numbers come through untouched. Paths are in the site copy.
 */
export const generatedModules: Readonly<Record<string, string>> = {
  'site/content/xa/interfaceCopy.ts': `import { pseudoDeep } from '../../i18n/pseudo';
import { interfaceCopy as english } from '../interfaceCopy';

export const interfaceCopy = pseudoDeep(english);
`,

  // Addresses: the English slugs under /xa, so a test can name a page by its English path.
  'site/content/xa/slugs.ts': `import { servicePageSlugs, cityServiceSlugs as englishCityServiceSlugs, type CityServiceSlug, type ServicePageSlug } from '../types';
import { staticPaths as spanishStaticPaths } from '../es/slugs';

export const staticPaths = Object.fromEntries(Object.keys(spanishStaticPaths).map((page) => [page, page === '/' ? '/xa' : \`/xa\${page}\`]));
export const serviceSlugs = Object.fromEntries(servicePageSlugs.map((slug) => [slug, slug])) as Record<ServicePageSlug, string>;
export const cityServiceSlugs = Object.fromEntries(englishCityServiceSlugs.map((slug) => [slug, slug])) as Record<CityServiceSlug, string>;
`,

  // The city pages' title pattern is code in each language: here English's, pseudo-localised.
  'site/content/xa/cityPageSummaries.ts': `import { localPath } from '../../i18n/paths';
import { pseudo } from '../../i18n/pseudo';
import { buildCityPageSummaries } from '../cityPageSummaries';
import type { CityPageSummary } from '../types';
import { citySummaries } from './citySummaries';
import { serviceSummaries } from './serviceSummaries';

export const cityPageSummaries: readonly CityPageSummary[] = buildCityPageSummaries('xa', serviceSummaries, citySummaries, {
  path: (key) => localPath('xa', \`/\${key}-ga\`),
  title: (service, city) => \`\${service.title} \${pseudo('in')} \${city.name}, GA\`,
  keywords: (service, city) => [\`\${service.shortTitle} \${city.name}\`],
});

export function findCityPageSummary(serviceSlug: string, citySlug: string): CityPageSummary | undefined {
  return cityPageSummaries.find((page) => page.serviceSlug === serviceSlug && page.locationSlug === citySlug);
}
`,

  // The privacy page, and the line beside each form's button, which is still written in code per language.
  'site/content/xa/privacy.ts': `import { localPath } from '../../i18n/paths';
import { pseudoDeep } from '../../i18n/pseudo';
import { privacyNotice as english } from '../privacy';
import { privacyPageIn } from '../privacyPages';

export const privacyPage = privacyPageIn('xa');

export const privacyNotice = { ...pseudoDeep(english), href: localPath('xa', english.href) };
`,

  // Facts inside text: the shared ones as they are, the ones that are words pseudo-localised.
  'site/content/xa/textFacts.ts': `import { pseudo } from '../../i18n/pseudo';

interface WordFacts {
  readonly hours: { readonly office: string; readonly emergency: string };
  readonly responseClaims: { readonly onSite: string; readonly typicalJob: string };
}

const wordFacts = ['yearsOfExperience', 'yearsOfExperienceOpening', 'ratingSummary', 'countyList', 'countyLine'];

export function pseudoTextFacts<T extends Record<string, string>>(english: T, words: WordFacts): T {
  const facts: Record<string, string> = Object.fromEntries(Object.entries(english).map(([name, value]) => [name, wordFacts.includes(name) ? pseudo(value) : value]));
  return {
    ...facts,
    onSite: words.responseClaims.onSite,
    typicalJob: words.responseClaims.typicalJob,
    officeHours: words.hours.office,
    emergencyHours: words.hours.emergency,
  } as unknown as T;
}
`,

  // The language's copy, module by module, as bundle.ts gathers Spanish's.
  'site/content/xa/bundle.ts': `import { articleSummariesIn, articlesIn } from '../blog';
import type { SiteContent } from '../bundle';
import { homeIn } from '../homeContent';
import { navigationIn } from '../navigationContent';
import { pagesIn } from '../pagesContent';
import * as cities from './cities';
import * as cityPageSummaries from './cityPageSummaries';
import * as cityPages from './cityPages';
import * as citySummaries from './citySummaries';
import * as faqs from './faqs';
import * as gallery from './gallery';
import * as pageMeta from './pageMeta';
import * as privacy from './privacy';
import * as serviceSummaries from './serviceSummaries';
import * as services from './services';
import * as team from './team';

export const pseudoContent: SiteContent = {
  navigation: navigationIn('xa'),
  home: homeIn('xa'),
  pages: pagesIn('xa'),
  pageMeta,
  serviceSummaries,
  services,
  citySummaries,
  cities,
  cityPageSummaries,
  cityPages,
  faqs,
  privacy,
  team,
  gallery,
  articleSummaries: articleSummariesIn('xa'),
  articles: articlesIn('xa'),
};
`,

  // The design system's words for the pseudo-locale's Intl locale.
  'design-system/intl/en-XA.ts': `import { pseudoDeep } from '../../site/i18n/pseudo';
import enUS from './en-US';

export default pseudoDeep(enUS);
`,
};
