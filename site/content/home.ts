import { business } from './business';
import { emergencyCtaCopy } from './navigation';
import { countyList, homeTown, ratingSummary, yearsOfExperience } from './phrases';
import type { AccordionSection, AssetPath, AudienceCard, HomeServiceItem } from './types';

/*
 * Everything the home page says, apart from the facts in `business`, the gallery in `gallery.ts` and
 * the family section it shares with the team page. The most visited page downloads this module and
 * no other page's copy.
 */

const { onSite } = business.responseClaims;

export const audienceCards = [
  {
    title: 'Homeowners',
    description: 'Leaks, floods and mold are personal. We protect your home and your belongings and keep you informed at every step.',
    features: [
      'Respectful crews who protect floors and furniture',
      'Help sorting out what insurance covers',
      'Direct billing to your insurer',
      'One company from cleanup through repairs',
    ],
  },
  {
    title: 'Businesses',
    description: 'Every hour closed costs money. We work around your schedule to get you open again quickly and safely.',
    features: [
      'After-hours and weekend work',
      'Containment that keeps unaffected areas open',
      'Documentation for landlords, insurers and inspectors',
      'Sewage and contaminated water handled to health standards',
    ],
  },
  {
    title: 'Property Managers',
    description: 'One call covers occupied units, vacant turns and common areas, with reports owners and associations can use.',
    features: [
      'Coordination with tenants and association boards',
      'Unit-by-unit photos and moisture logs',
      'Fast turnaround on vacant units',
      'A single point of contact for every property',
    ],
  },
] as const satisfies readonly AudienceCard[];

export const homePage = {
  hero: {
    eyebrow: '24/7 Emergency Service',
    heading: `Water Damage Restoration in ${homeTown}`,
    subheading: `Family-owned and IICRC certified, with ${yearsOfExperience} of experience. Our crews are on site within ${onSite}, day or night, to stop the damage and put your home back together.`,
    callLabel: `Call ${business.phone.display}`,
    messageLabel: 'Message Us',
    image: 'hero/home-hero.jpg' satisfies AssetPath,
    imageAlt: 'A restoration technician setting up drying equipment in a water-damaged living room',
  },
  reviews: {
    heading: 'What Our Neighbors Say',
    summary: ratingSummary,
    fallbackText: `Rated ${ratingSummary} by homeowners and businesses across our service area.`,
    readReviewsLabel: 'Read our reviews',
  },
  familyOwned: {
    heading: 'Family-Owned and Locally Trusted',
    paragraphs: [
      `${business.name} has been a family business from the first day. For ${yearsOfExperience} we have helped our neighbors in ${business.homeTown.locality} and the surrounding counties through burst pipes, storm floods, sewage backups and mold, one house at a time.`,
      'You will talk to the people who do the work, not a call center. We explain what we find, show you the moisture readings and photos, and give you straight answers about what needs to be replaced and what can be saved.',
    ],
  },
  map: {
    heading: 'Proudly Serving Our Community',
    text: `From ${business.homeTown.locality} we cover ${countyList}, with crews that can reach most homes within ${onSite}.`,
  },
  services: {
    heading: 'Our Services',
    intro: 'Everything it takes to recover from water, mold and sewage damage, handled by one certified team.',
  },
  audiences: {
    heading: 'Who We Help',
  },
  video: {
    heading: 'See How We Work',
    text: 'A short look at how our crew extracts water, sets up drying equipment and tracks moisture until a home is truly dry.',
    playLabel: 'Play video',
  },
  accordions: {
    heading: 'Understanding Water Damage Restoration',
    intro: 'How the work is done, and why it is done in that order.',
  },
  gallery: {
    heading: 'Our Work',
    intro: 'Real jobs from around our service area: drying, mold remediation, crawl spaces and rebuilds.',
    showMoreLabel: 'See More Work',
    showLessLabel: 'Show Less',
  },
  /** The closing band; other pages close with the same one. */
  emergencyCta: emergencyCtaCopy,
} as const;

/** The home page's twelve services: the description's ten plus odor removal and moisture detection. */
export const homeServices = [
  {
    icon: 'Droplets',
    title: 'Water Damage Restoration',
    description: 'Extraction, structural drying and repairs after leaks, burst pipes and appliance failures.',
    href: '/water-restoration',
  },
  {
    icon: 'Wind',
    title: 'Mold Inspection and Remediation',
    description: 'Testing to find hidden growth, contained removal and the moisture fixes that prevent regrowth.',
    href: '/mold-inspection',
  },
  {
    icon: 'House',
    title: 'Crawl Space Cleanup',
    description: 'Cleanouts, insulation replacement and vapor barriers for damp, musty crawl spaces.',
    href: '/crawl-space-cleanup',
  },
  {
    icon: 'Biohazard',
    title: 'Sewage Cleanup',
    description: 'Safe removal of contaminated water, disinfection and odor control after backups.',
    href: '/sewage-cleanup',
  },
  {
    icon: 'Siren',
    title: '24/7 Emergency Response',
    description: `A live answer at any hour and a crew on site within ${onSite} to stop the damage.`,
    href: '/contact',
  },
  {
    icon: 'FileText',
    title: 'Insurance Claims Support',
    description: 'Photos, moisture logs and itemized estimates for your adjuster, with direct billing to your insurer.',
    href: '/faq',
  },
  {
    icon: 'Waves',
    title: 'Storm and Flood Damage',
    description: 'Cleanup after storm runoff, rising creeks and wind-driven rain, from tarping to drying.',
    href: '/water-restoration',
  },
  {
    icon: 'Hammer',
    title: 'Basement Repair',
    description: 'Drying, cleanup and rebuilds for finished basements, plus drainage advice to keep them dry.',
    href: '/services',
  },
  {
    icon: 'Wrench',
    title: 'Structural Repair',
    description: 'Subfloors, joists, sill plates and framing weakened by long-term leaks, repaired to code.',
    href: '/services',
  },
  {
    icon: 'Award',
    title: 'Content Restoration',
    description: 'Cleaning, drying and pack-out storage for furniture, documents, photos and keepsakes.',
    href: '/services',
  },
  {
    icon: 'ShieldCheck',
    title: 'Odor Removal',
    description: 'Source removal, cleaning and air treatment for musty, smoke and sewage odors that linger.',
    href: '/services',
  },
  {
    icon: 'BadgeCheck',
    title: 'Moisture Detection',
    description: 'Thermal imaging and meters that find hidden leaks behind walls, under floors and above ceilings.',
    href: '/services',
  },
] as const satisfies readonly HomeServiceItem[];

/** The home page's three accordions, in page order. */
export const homeAccordions = [
  {
    id: 'restoration-process',
    heading: 'Our Restoration Process',
    items: [
      {
        question: 'Step 1: Inspection and damage assessment',
        answer:
          'We find the source, check for safety hazards and map every wet area with moisture meters and thermal imaging, then explain the plan and the likely timeline before any work starts.',
      },
      {
        question: 'Step 2: Water removal and extraction',
        answer:
          'Powerful pumps and extractors remove standing water and pull water out of carpet and pad, which cuts drying time and limits damage to the structure.',
      },
      {
        question: 'Step 3: Drying and dehumidification',
        answer:
          'Air movers and commercial dehumidifiers dry walls, floors and framing. We take readings every day and adjust the equipment until every material reaches its dry standard.',
      },
      {
        question: 'Step 4: Cleaning, sanitizing and restoration',
        answer:
          'Surfaces are cleaned and treated to prevent mold and odor, then we repair or replace drywall, flooring and trim so your home is back to the way it was.',
      },
    ],
  },
  {
    id: 'water-extraction',
    heading: 'Water Extraction Explained',
    items: [
      {
        question: 'Why is fast extraction so important?',
        answer:
          'Every hour water sits, it wicks higher into drywall and deeper into subfloors. Mold can start within 24 to 48 hours. Removing the bulk water quickly is the single biggest factor in what can be saved.',
      },
      {
        question: 'What equipment do you use?',
        answer:
          'Truck-mounted extractors for large losses, portable extractors for upper floors and tight spaces, submersible pumps for deep water, and weighted extraction tools that press water out of carpet and pad.',
      },
      {
        question: 'Can carpet be saved after extraction?',
        answer:
          'Carpet wet with clean water can often be dried in place and relaid, though the pad is usually replaced. Carpet soaked with gray or black water, or left wet too long, is removed.',
      },
      {
        question: 'How do you find water you cannot see?',
        answer:
          'Thermal imaging shows cool, wet areas behind walls and under floors, and moisture meters confirm them. We map hidden water before we start so nothing is closed up wet.',
      },
    ],
  },
  {
    id: 'why-choose-us',
    heading: 'Why Choose Us',
    items: [
      {
        question: 'Family-owned and local',
        answer: `We have served our neighbors for ${business.yearsExperienceLabel} years. When you call, you talk to people who live here and answer for their work in the same community.`,
      },
      {
        question: '24/7 emergency response',
        answer: `Water does not wait for business hours and neither do we. A real person answers at any hour, and a crew is on site within ${onSite}.`,
      },
      {
        question: 'IICRC certified technicians',
        answer:
          'Our crew is trained and certified to the industry standards insurers use, so the work is done right and documented the way adjusters expect.',
      },
      {
        question: 'Direct insurance billing',
        answer:
          'We document the damage, prepare the estimate and bill your insurer directly, so you can focus on your family instead of paperwork.',
      },
    ],
  },
] as const satisfies readonly AccordionSection[];
