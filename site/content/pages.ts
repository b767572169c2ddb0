import { pagesIn } from './pagesContent';

/*
 * The fixed pages and the page templates, in English (words/en/pages.json and data/pages.json, read by
 * pagesContent.ts). The home page's copy is home.ts and every page's search metadata pageMeta.ts.
 */
export const {
  aboutValues,
  aboutStats,
  aboutPage,
  teamPage,
  servicesPage,
  servicePageCopy,
  relatedReadingCopy,
  cityPageCopy,
  faqPage,
  contactCards,
  contactServiceAreas,
  contactPage,
  formErrorMessages,
  blogPage,
  articlePageCopy,
  notFoundPage,
} = pagesIn('en');
