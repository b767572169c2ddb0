import { business } from '../business';
import type { CityLocalContent } from '../types';

const { onSite } = business.responseClaims;

export default {
  localAngle:
    'Lawrenceville has more townhomes, condominiums and rental houses than any other city we serve, and shared walls change a water job. A supply line that fails on the second floor of a townhome can reach the unit next door, so we often work with two owners, two insurers and a homeowners association at once. We document each unit separately, which keeps every claim clean. Around Georgia Gwinnett College and the hospital, we also work with landlords and property managers who need an occupied unit dried with the least disruption to tenants. Older homes near the courthouse square and the creeks feeding the Yellow and Alcovy rivers bring the usual storm calls too.',
  faqs: [
    {
      question: 'Water from the townhome next door came through our wall. Who pays?',
      answer:
        'That depends on where the leak started and on your association documents and policies. We document both units separately with photos and moisture readings, which gives each insurer what it needs to sort it out.',
    },
    {
      question: 'Can tenants stay in a unit while it dries?',
      answer:
        'In most clean-water losses, yes. The equipment is loud for a few days, and we plan placement and daily visits with the property manager so tenants know what to expect.',
    },
    {
      question: 'How quickly can you get to Lawrenceville at night?',
      answer: `The same as anywhere in our area: a crew is on site within ${onSite} of your call, at any hour.`,
    },
  ],
} as const satisfies CityLocalContent;
