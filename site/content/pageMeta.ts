import { business } from './business';
import { countyList, homeTown, yearsOfExperience } from './phrases';
import type { PageMeta } from './types';

/*
 * The search metadata of the static pages. The route table reads it for every route, so it lives apart
 * from the pages' copy, which only each page's own JavaScript needs.
 */

const { onSite } = business.responseClaims;

/** Static routes with their own page metadata; the route table adds the generated routes. */
export type StaticPageKey = 'home' | 'about' | 'team' | 'services' | 'faq' | 'contact' | 'blog' | 'privacy' | 'notFound';

export const pageMeta = {
  home: {
    title: `24/7 Water Damage and Mold Restoration in ${homeTown}`,
    description: `Family-owned water damage, mold, crawl space and sewage cleanup in ${homeTown} and nearby counties. IICRC certified, on site in ${onSite}.`,
    keywords: ['water damage restoration', 'mold remediation', 'sewage cleanup', 'crawl space cleanup', `${business.homeTown.locality} GA`],
    image: 'hero/home-hero.jpg',
  },
  about: {
    title: 'About Our Family-Owned Restoration Company',
    description: `${yearsOfExperience} of family-owned water damage restoration in ${homeTown}: our story, our mission and the values behind every job.`,
    keywords: ['about us', 'family-owned restoration company', 'IICRC certified', `${business.homeTown.locality} GA`],
  },
  team: {
    title: 'Meet Our Restoration Team',
    description: 'Meet the owners, office manager and IICRC certified technicians who answer your call and restore your home.',
    keywords: ['restoration team', 'IICRC certified technicians', 'family business'],
  },
  services: {
    title: 'Water, Mold, Crawl Space and Sewage Services',
    description: `Water damage restoration, mold inspection, crawl space cleanup and sewage cleanup across ${countyList}.`,
    keywords: ['restoration services', 'water damage', 'mold inspection', 'crawl space cleanup', 'sewage cleanup'],
  },
  faq: {
    title: 'Water Damage and Mold FAQ',
    description: 'Answers about water damage categories, mold growth, drying times, insurance claims and what to expect during restoration.',
    keywords: ['water damage FAQ', 'mold questions', 'insurance claims', 'restoration process'],
  },
  contact: {
    title: '24/7 Emergency Contact',
    description: `Call ${business.phone.display} any time or send a message. Water damage, mold and sewage help in ${homeTown} and nearby.`,
    keywords: ['contact', 'emergency water damage', 'water damage near me', `${business.homeTown.locality} GA`],
  },
  blog: {
    title: 'Water Damage Resources and Prevention Tips',
    description: 'Guides on water emergencies, preventing mold in Georgia humidity, insurance claims and seasonal water damage risks.',
    keywords: ['water damage tips', 'mold prevention', 'insurance claim guide', 'home maintenance'],
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'What our contact form and newsletter collect, where it goes, how long it is kept, which outside services load and how to have it deleted.',
    keywords: ['privacy policy', 'data retention', 'contact form privacy'],
  },
  notFound: {
    title: 'Page Not Found',
    description: 'The page you were looking for does not exist. Return to the home page or call us for emergency help.',
    keywords: [],
    noindex: true,
  },
} as const satisfies Record<StaticPageKey, PageMeta>;
