import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'In Lawrenceville sewage calls often involve more than one unit or a business. In apartments and stacked condominiums, a blockage in a shared drain stack backs up into the lowest unit on the line, while the units above keep draining into it. Around the courthouse square and the commercial corridors, restaurants and offices need sewage cleaned up fast and documented for health inspectors and landlords. We work after hours when a business needs to open in the morning, keep contaminated areas sealed from occupied spaces, and provide the paperwork owners and managers need.',
  faqs: [
    {
      question: 'Sewage came up in our ground-floor unit from the units above. What now?',
      answer:
        'Ask the association or manager to have everyone above stop using water, then call us. We contain and clean your unit and document the loss; the cause in the shared stack is usually the association\u2019s to repair.',
    },
    {
      question: 'Can you clean a restaurant or office overnight?',
      answer:
        'Yes. We schedule commercial sewage cleanup after hours when we can, keep the area sealed, and leave written documentation of what was cleaned and disinfected.',
    },
  ],
} as const satisfies CityLocalContent;
