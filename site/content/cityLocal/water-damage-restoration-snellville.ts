import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'Much of Snellville was built between the 1970s and the 1990s, and in those houses the plumbing is often original. Galvanized supply lines corrode from the inside until a joint lets go, and older water heaters tucked into closets and lower levels fail with little warning. Split-level homes add their own risk: the lower floor sits partly below grade, so overflowing gutters and clogged window wells put water straight into the family room. Because so many of these houses have been remodeled more than once, we also find layers of flooring and paneling that trap water and must be opened to dry properly.',
  faqs: [
    {
      question: 'Our split-level family room flooded in a storm. Where did the water come in?',
      answer:
        'Usually where the lower floor meets grade: a window well full of leaves, a gutter overflowing at an inside corner, or a downspout emptying against the wall. We dry the room and show you the entry point so it can be fixed.',
    },
    {
      question: 'Should we replace old galvanized pipes after a leak?',
      answer:
        'One failed galvanized joint is usually a sign of more to come, because the pipe corrodes from the inside along its whole run. We repair the water damage; a licensed plumber can tell you whether repiping makes sense.',
    },
    {
      question: 'Is wood paneling over drywall a problem when it gets wet?',
      answer:
        'It doubles the layers water has to escape through. Paneling is often removed, at least along the bottom, so the wall cavity behind it can dry and be checked for mold.',
    },
  ],
} as const satisfies CityLocalContent;
