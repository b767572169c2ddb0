import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'Many newer homes around Bethlehem are built on crawl spaces, and what is under them is often exactly what the builder left: a thin sheet of plastic, scraps of lumber and drywall, and the well line and pressure tank plumbing running through the space. In the first few years the ground settles and the grading shifts, and rain that used to run away from the house starts to run toward it. We clean out construction debris, check the well plumbing for slow leaks while we are under there, and replace builder-grade plastic with a thicker sealed liner that stands up to people crawling over it for service.',
  faqs: [
    {
      question: 'Our house is only a few years old. Why is the crawl space damp?',
      answer:
        'Settling soil can change how water drains around a new house, and builder-grade plastic is thin and often incomplete. A damp crawl space in a new home is common and usually simple to correct early.',
    },
    {
      question: 'Do you check the well plumbing under the house?',
      answer:
        'We look at every line we can see while we are under there and tell you about drips or corroded fittings. Repairs to the well system itself are for your well contractor or plumber.',
    },
  ],
} as const satisfies CityLocalContent;
