import { business } from './business';
import { citySummaries } from './citySummaries';
import { serviceSummaries } from './serviceSummaries';
import type { LinkItem } from './types';

/*
 * Copy of what every page shows around its content: header, footer, breadcrumbs, the closing call to
 * action, third-party embeds and the error screen. It loads with every page, so it stays short.
 */

const { onSite } = business.responseClaims;

export const mainNav = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Team', href: '/team' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Contact', href: '/contact' },
] as const satisfies readonly LinkItem[];

export const headerCopy = {
  emergencyNote: '24/7 Emergency Service',
  callLabel: 'Call Now',
  messageLabel: 'Message Us',
  messageHref: '/contact',
  menuOpenLabel: 'Open menu',
  menuCloseLabel: 'Close menu',
  /** The menu toggle's one name: `aria-expanded` says whether it is open, so the name does not change. */
  menuLabel: 'Menu',
  mainNavLabel: 'Main',
  skipLinkLabel: 'Skip to main content',
  homeLinkLabel: `${business.name} home`,
} as const;

export const socialLinks = [
  { network: 'facebook', label: 'Facebook', href: business.social.facebook },
  { network: 'linkedin', label: 'LinkedIn', href: business.social.linkedin },
  { network: 'instagram', label: 'Instagram', href: business.social.instagram },
  { network: 'youtube', label: 'YouTube', href: business.social.youtube },
] as const satisfies readonly (LinkItem & { network: keyof typeof business.social })[];

/** The footer's four columns. */
export const footer = {
  about: {
    heading: business.name,
    text: `Professional water damage restoration in ${business.homeTown.locality} and the surrounding areas, with 24/7 emergency response from a family-owned, IICRC certified team.`,
    certificationLabel: 'IICRC Certified',
  },
  services: {
    heading: 'Services',
    // The description sends every service link in the footer to the services overview.
    links: serviceSummaries.map((service) => ({ label: service.shortTitle, href: '/services' })),
  },
  contact: {
    heading: 'Contact',
    phone: { label: business.phone.display, href: business.phone.href },
    email: { label: business.email, href: `mailto:${business.email}` },
    lines: [`${business.homeTown.locality}, ${business.homeTown.region} ${business.homeTown.postalCode}`, `Office: ${business.hours.office}`, business.hours.emergency],
  },
  serviceAreas: {
    heading: 'Service Areas',
    links: citySummaries.map((city) => ({ label: `${city.name}, GA`, href: `/water-damage-restoration-${city.slug}-ga` })),
  },
  /** The bottom row's links, on every page: the blog's only way in from the navigation, and the privacy page. */
  links: {
    navLabel: 'More',
    items: [
      { label: 'Blog', href: '/blog' },
      { label: 'Privacy Policy', href: '/privacy' },
    ],
  },
  copyright: `\u00a9 ${business.copyrightYear} ${business.name}. All rights reserved.`,
} as const;

export const breadcrumbCopy = {
  navLabel: 'Breadcrumb',
} as const;

const ratingValue = business.rating.value.toFixed(1);
/** The best score on the review platforms' scale, for the star row and its text alternative. */
const ratingBest = 5;

/** Copy of the third-party embeds and of what stands in for them before they load, or when they cannot. */
export const embedCopy = {
  reviews: {
    ratingValue,
    ratingBest,
    ratingLabel: `Rated ${ratingValue} out of ${ratingBest} from ${business.rating.count} reviews`,
    countLabel: `${business.rating.count} reviews`,
    readReviewsLabel: 'Read our reviews',
    showLiveLabel: 'Show live reviews',
    notice: 'Showing live reviews loads them from our reviews provider, which may set cookies.',
  },
  map: {
    loadLabel: 'Load map',
    notice: 'Loading the map connects to Google Maps, which may set cookies.',
    openLabel: 'Open in Google Maps',
  },
  video: {
    playLabel: 'Play video',
    notice: 'Playing the video loads it from YouTube (privacy-enhanced mode), which may set cookies.',
    watchLabel: 'Watch on YouTube',
  },
} as const;

/** The dark band that closes most pages: the 24/7 promise with the call and message actions. */
export const emergencyCtaCopy = {
  heading: 'Water Emergency? Call Now.',
  text: `Every hour counts. Call any time, day or night, and a certified crew will be on site within ${onSite}.`,
  callLabel: `Call ${business.phone.display}`,
  messageLabel: 'Message Us',
} as const;
