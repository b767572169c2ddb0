/*
 * What adding a language still takes beyond its folder of words and its line in the list: modules
 * that name each language in code. Each patch below is one of them, applied to the site copy only;
 * the day a module reads the language list instead, its patch stops matching and the generator says
 * so, and the patch is deleted. Every patch must match exactly once.
 */

export interface Patch {
  readonly file: string;
  /** The text to replace, which must occur once; '' puts `replace` at the top of the file (an import). */
  readonly find: string;
  readonly replace: string;
}

/** `import spanish from './words/es/<name>.json'` and `{ en: english, es: spanish }`, plus the pseudo-locale. */
const wordsRecord = (file: string, name: string, spanish = 'spanish', english = 'english'): Patch[] => [
  {
    file,
    find: `import ${spanish} from './words/es/${name}.json';`,
    replace: `import ${spanish} from './words/es/${name}.json';\nimport pseudoWords_${name} from './words/xa/${name}.json';`,
  },
  { file, find: `{ en: ${english}, es: ${spanish} }`, replace: `{ en: ${english}, es: ${spanish}, xa: pseudoWords_${name} }` },
];

const interfaceLine = (file: string): Patch[] => [
  {
    file,
    find: `import { interfaceCopy as spanishInterface } from './es/interfaceCopy';`,
    replace: `import { interfaceCopy as spanishInterface } from './es/interfaceCopy';\nimport { interfaceCopy as pseudoInterface } from './xa/interfaceCopy';`,
  },
  { file, find: '{ en: englishInterface, es: spanishInterface }', replace: '{ en: englishInterface, es: spanishInterface, xa: pseudoInterface }' },
];

const pseudoImport = (file: string, from: string, name = 'pseudo'): Patch => ({ file, find: '', replace: `import { ${name} } from '${from}';\n` });

export const patches: readonly Patch[] = [
  // The content of each language, module by module.
  {
    file: 'site/content/bundle.ts',
    find: 'const content: Record<Lang, SiteContent> = { en: english, es: spanish };',
    replace: `import { pseudoContent } from './xa/bundle';\nconst content: Record<Lang, SiteContent> = { en: english, es: spanish, xa: pseudoContent };`,
  },
  // Words read from JSON, one import per language.
  ...wordsRecord('site/content/serviceCatalog.ts', 'services'),
  ...wordsRecord('site/content/pageMetas.ts', 'pageMeta'),
  ...wordsRecord('site/content/teamMembers.ts', 'team'),
  ...wordsRecord('site/content/privacyPages.ts', 'privacy'),
  ...wordsRecord('site/content/galleryPhotos.ts', 'gallery'),
  ...wordsRecord('site/content/homeContent.ts', 'home'),
  ...wordsRecord('site/content/navigationContent.ts', 'navigation'),
  ...wordsRecord('site/content/pagesContent.ts', 'pages'),
  ...wordsRecord('site/content/cityRecords.ts', 'cities', 'spanishCities', 'englishCities'),
  ...wordsRecord('site/content/cityRecords.ts', 'cityPages', 'spanishPages', 'englishPages'),
  // The controls' dictionary, chosen per language in three modules.
  ...interfaceLine('site/content/homeContent.ts'),
  ...interfaceLine('site/content/navigationContent.ts'),
  ...interfaceLine('site/content/pagesContent.ts'),
  {
    file: 'site/content/navigationContent.ts',
    find: `import * as spanishServices from './es/serviceSummaries';`,
    replace: `import * as spanishServices from './es/serviceSummaries';\nimport * as pseudoServices from './xa/serviceSummaries';\nimport * as pseudoCities from './xa/citySummaries';`,
  },
  { file: 'site/content/navigationContent.ts', find: '{ en: englishServices, es: spanishServices }', replace: '{ en: englishServices, es: spanishServices, xa: pseudoServices }' },
  { file: 'site/content/navigationContent.ts', find: '{ en: englishCities, es: spanishCities }', replace: '{ en: englishCities, es: spanishCities, xa: pseudoCities }' },
  // How a language writes a county or a place.
  { file: 'site/content/cityRecords.ts', find: '{ en: (county: string) => county, es: countyName }', replace: '{ en: (county: string) => county, es: countyName, xa: (county: string) => pseudo(county) }' },
  pseudoImport('site/content/cityRecords.ts', '../i18n/pseudo'),
  { file: 'site/content/pagesContent.ts', find: '  en: (place) => place,\n', replace: '  en: (place) => place,\n  xa: (place) => (place.endsWith(\' County\') ? pseudo(place) : place),\n' },
  pseudoImport('site/content/pagesContent.ts', '../i18n/pseudo'),
  // The business facts that are words, under each language's code.
  {
    file: 'site/content/business.ts',
    find: '} as const;\n\nexport type Business',
    replace: `  xa: pseudoBusiness(pseudoBusinessWords as BusinessWords),\n} as const;\n\nexport type Business`,
  },
  {
    file: 'site/content/business.ts',
    find: `import spanishWords from './words/es/business.json';`,
    replace: `import spanishWords from './words/es/business.json';\nimport pseudoBusinessWords from './words/xa/business.json';\nconst pseudoBusiness = (words: BusinessWords) => ({ shortDescription: words.shortDescription, hours: words.hours, responseClaims: words.responseClaims, paymentAccepted: words.paymentAccepted, map: { title: words.map.title }, video: { title: words.video.title } });`,
  },
  // Facts inside text, per language.
  { file: 'site/content/textFacts.ts', find: 'export const textFacts = {', replace: 'const ownTextFacts = {' },
  {
    file: 'site/content/textFacts.ts',
    find: '// Every language fills the same names',
    replace: `export const textFacts = { ...ownTextFacts, xa: pseudoTextFacts(ownTextFacts.en, business.xa) };\n// Every language fills the same names`,
  },
  { file: 'site/content/textFacts.ts', find: `import * as spanish from './es/phrases';`, replace: `import * as spanish from './es/phrases';\nimport { pseudoTextFacts } from './xa/textFacts';` },
  // The blog's category chips and its page links.
  {
    file: 'site/content/blog.ts',
    find: "\n};\n\n/** An article file of `lang`",
    replace: "\n  xa: { All: pseudo('All'), 'Emergency Response': pseudo('Emergency Response'), 'Mold Prevention': pseudo('Mold Prevention'), Insurance: pseudo('Insurance'), Prevention: pseudo('Prevention') },\n};\n\n/** An article file of `lang`",
  },
  pseudoImport('site/content/blog.ts', '../i18n/pseudo'),
  { file: 'site/content/blogPaging.ts', find: '} as const satisfies Record<Lang, BlogPagingWords>;', replace: '  xa: { ...pseudoDeep(englishPaging), pathSegment: \'page\' },\n} as const satisfies Record<Lang, BlogPagingWords>;' },
  { file: 'site/content/blogPaging.ts', find: 'export const blogPagingWords = {\n  en: {', replace: 'const englishPaging: BlogPagingWords = {' },
  { file: 'site/content/blogPaging.ts', find: '  es: {\n    pathSegment', replace: 'export const blogPagingWords = {\n  en: englishPaging,\n  es: {\n    pathSegment' },
  { file: 'site/content/blogPaging.ts', find: "emptyOnPageText: 'No articles in this category on this page. Other pages may have some.',\n  },", replace: "emptyOnPageText: 'No articles in this category on this page. Other pages may have some.',\n};" },
  pseudoImport('site/content/blogPaging.ts', '../i18n/pseudo', 'pseudoDeep'),
  // The first crumb of every trail.
  { file: 'site/routes/breadcrumbs.ts', find: "{ en: 'Home', es: 'Inicio' }", replace: "{ en: 'Home', es: 'Inicio', xa: pseudo('Home') }" },
  pseudoImport('site/routes/breadcrumbs.ts', '../i18n/pseudo'),
  // The share card's words.
  {
    file: 'site/seo/shareImage.ts',
    find: '} as const satisfies Record<Lang, SocialImage>;',
    replace: "  xa: card('/og-image-xa.jpg', `${name}: ${shareImageTagline('xa')}. ${pseudo('Call')} ${phone.display}.`),\n} as const satisfies Record<Lang, SocialImage>;",
  },
  pseudoImport('site/seo/shareImage.ts', '../i18n/pseudo'),
  // Addresses of every language but the default.
  { file: 'site/i18n/paths.ts', find: "  es: buildPaths('es', spanishSlugs),\n", replace: "  es: buildPaths('es', spanishSlugs),\n  xa: buildPaths('xa', pseudoSlugs),\n" },
  { file: 'site/i18n/paths.ts', find: `import * as spanishSlugs from '../content/es/slugs';`, replace: `import * as spanishSlugs from '../content/es/slugs';\nimport * as pseudoSlugs from '../content/xa/slugs';` },
  // The design system's words, one file per locale and one line in its list.
  { file: 'design-system/intl/designSystemStrings.ts', find: "  'es-US': esUS,\n", replace: "  'es-US': esUS,\n  'en-XA': enXA,\n" },
  { file: 'design-system/intl/designSystemStrings.ts', find: "import esUS from './es-US';", replace: "import enXA from './en-XA';\nimport esUS from './es-US';" },
];
