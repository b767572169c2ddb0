import { business } from './business';
import { cities } from './cities';
import { services } from './services';
import type { LinkItem } from './types';

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
    links: services.map((service) => ({ label: service.shortTitle, href: '/services' })),
  },
  contact: {
    heading: 'Contact',
    phone: { label: business.phone.display, href: business.phone.href },
    email: { label: business.email, href: `mailto:${business.email}` },
    lines: [`${business.homeTown.locality}, ${business.homeTown.region} ${business.homeTown.postalCode}`, `Office: ${business.hours.office}`, business.hours.emergency],
  },
  serviceAreas: {
    heading: 'Service Areas',
    links: cities.map((city) => ({ label: `${city.name}, GA`, href: `/water-damage-restoration-${city.slug}-ga` })),
  },
  copyright: `\u00a9 ${business.copyrightYear} ${business.name}. All rights reserved.`,
} as const;
