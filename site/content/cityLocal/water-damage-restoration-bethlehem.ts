import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'Around Bethlehem, many homes draw water from a private well, and that changes what a leak looks like. A well pump keeps refilling the pressure tank as long as a pipe is open, so a burst line under the house can pump water for hours until someone notices. Pressure tanks and well equipment often sit in crawl spaces or garages, where a failed fitting soaks insulation and framing before anyone sees it. Newer homes along the Georgia 316 corridor are frequently built on slabs with floating floors, and water spreads beneath that flooring far beyond the visible puddle. We find the full extent with meters and thermal imaging before we decide what to pull up.',
  faqs: [
    {
      question: 'We are on a well. How do we stop a leak before you arrive?',
      answer:
        'Turn off the breaker for the well pump as well as closing the main valve. Closing a valve alone may not help if the leak is between the tank and the valve, and the pump will keep running while the line is open.',
    },
    {
      question: 'Does a leak in a slab home need more than mopping?',
      answer:
        'Usually. Under laminate or vinyl plank flooring, water spreads across the slab and stays trapped. We check readings room by room and lift or remove flooring only where water actually went.',
    },
  ],
} as const satisfies CityLocalContent;
