import { business } from './business';
import type { TeamMember } from './types';

/**
 * Sample staff: placeholders the owner replaces with the real crew. Blog articles name their
 * author by `id`, so keep ids stable when names change.
 */
export const team = [
  {
    id: 'daniel-whitaker',
    name: 'Daniel Whitaker',
    role: 'Owner and Founder',
    image: 'daniel-whitaker.jpg',
    description: `Daniel started the company in ${business.foundedYear} with one truck and a set of air movers after a decade on restoration crews across metro Atlanta. He still walks most large losses himself and meets adjusters on site, and he sets the rule every job follows: treat the house like it belongs to your own family.`,
  },
  {
    id: 'karen-whitaker',
    name: 'Karen Whitaker',
    role: 'Office Manager',
    image: 'karen-whitaker.jpg',
    description:
      'Karen runs scheduling, estimates and insurance paperwork, and she is often the calm voice on the phone at the start of a bad day. She handles direct billing with carriers, keeps customers updated on their claims, and makes sure nothing falls between the crew and the adjuster.',
  },
  {
    id: 'marcus-bell',
    name: 'Marcus Bell',
    role: 'Lead Technician, Water Mitigation',
    image: 'marcus-bell.jpg',
    description:
      'Marcus leads our emergency water crews. He is IICRC certified in water damage restoration and applied structural drying, and he is the one who plans equipment placement, reads the moisture maps and decides when a structure is truly dry.',
  },
  {
    id: 'jason-reyes',
    name: 'Jason Reyes',
    role: 'Lead Technician, Mold and Crawl Spaces',
    image: 'jason-reyes.jpg',
    description:
      'Jason heads mold remediation and crawl space work. He builds containments, runs air scrubbers and installs vapor barrier systems, and he is known for the photos he takes under houses so owners can see exactly what he sees.',
  },
  {
    id: 'tyler-brooks',
    name: 'Tyler Brooks',
    role: 'Certified Restoration Technician',
    image: 'tyler-brooks.jpg',
    description:
      'Tyler is an IICRC certified water restoration technician who works extraction, drying and sewage cleanup jobs. He grew up in Gwinnett County and likes the part of the job where a family gets their home back.',
  },
] as const satisfies readonly TeamMember[];

export type TeamMemberId = (typeof team)[number]['id'];

export function findTeamMember(id: string): TeamMember | undefined {
  return team.find((member) => member.id === id);
}

/** The team page's closing family section. */
export const teamFuture = {
  heading: 'The Future',
  paragraphs: [
    'This is a family business in the plain sense. Our kids grew up riding along to job sites, folding drop cloths in the shop and answering the phone when they were old enough to take a message properly.',
    'Two of them now work summers on the crew, learning extraction, drying and the paperwork that comes with every job. When the time comes, they plan to carry the company forward with the same promise: show up fast, tell people the truth, and do the work right.',
  ],
  image: 'family.jpg',
  imageAlt: 'The owners and their children standing beside a company service van',
} as const;
