import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'Snellville neighborhoods from the 1970s and 1980s have mature trees and, in many cases, their original clay or cast-iron sewer laterals. Roots find the joints and cracks in those pipes, grow inside them and catch everything that flows past, until a holiday with a full house finally backs the line up. In split-level homes, sewage surfaces in the lower-level bathroom or laundry first. We clean up and disinfect the affected rooms, and we recommend having the line scoped by a plumber, because a root-bound lateral will back up again until it is cleared or replaced.',
  faqs: [
    {
      question: 'Why does our sewer line back up every year or two?',
      answer:
        'In older Snellville homes it is usually tree roots growing into joints of a clay or cast-iron lateral. Clearing the roots gives temporary relief; lining or replacing the pipe ends the cycle.',
    },
    {
      question: 'Where is the sewer cleanout on our house?',
      answer:
        'Usually a capped pipe a few inches above ground near the foundation or close to the street, often along the side where the main bathroom is. A plumber uses it to clear the line without going through the house.',
    },
  ],
} as const satisfies CityLocalContent;
