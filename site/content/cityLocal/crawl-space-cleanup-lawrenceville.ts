import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'In Lawrenceville the crawl spaces that need the most work are under mid-century ranch homes near downtown and under rental houses, where years can pass without anyone looking under the floor. Original ductwork and insulation, open vents and bare ground add up to high humidity in the rooms above. Much of our work here is tied to a sale: a buyer\u2019s home inspector flags moisture or mold under the house, and the seller needs it corrected and documented before closing. We provide before-and-after photos and moisture readings that can go straight to the buyer and the lender.',
  faqs: [
    {
      question: 'A home inspector flagged our crawl space. Can you fix it before closing?',
      answer:
        'Usually, yes. Most cleanouts and vapor barrier installations take a day or two. We provide a written scope, before-and-after photos and moisture readings to share with the buyer.',
    },
    {
      question: 'Do landlords need to worry about crawl spaces?',
      answer:
        'Yes. Moisture under a rental shows up as tenant complaints about odors, soft floors and mold. A sealed crawl space is one of the cheapest ways to prevent those calls.',
    },
  ],
} as const satisfies CityLocalContent;
