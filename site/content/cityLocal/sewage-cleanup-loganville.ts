import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'Loganville is split between homes on the city sewer and homes on septic systems, and the two fail differently. On the city system a sewage backup usually comes from a blocked main line or lateral, and it appears at the lowest drain in the house. On septic, a long, soaking rain can saturate the drain field until the tank cannot empty, and sewage backs up into tubs and floor drains. In either case the water is Category 3 and the cleanup is the same: containment, removal of everything porous it touched, disinfection and drying. We also tell you who to call next, a plumber or a septic contractor, so it does not happen again.',
  faqs: [
    {
      question: 'Our septic backed up after heavy rain. Should we stop using water?',
      answer:
        'Yes. Stop running the washer, dishwasher and showers until the drain field recovers or the tank is pumped. Every gallon you add has nowhere to go but back into the house.',
    },
    {
      question: 'How do I know if the problem is our line or the city main?',
      answer:
        'If every drain in the house backs up, the blockage is in your line or the main. A plumber with a camera can tell. We clean up either way and document it for your insurer.',
    },
  ],
} as const satisfies CityLocalContent;
