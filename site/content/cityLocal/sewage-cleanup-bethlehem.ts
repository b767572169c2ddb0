import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'Most homes around Bethlehem have their own septic system and their own well, which makes a sewage backup a two-part problem. Inside, the cleanup is the same Category 3 work as anywhere: remove contaminated materials, disinfect and dry. Outside, a septic tank that overflows or a drain field that surfaces can send sewage toward the wellhead, especially on a sloping lot after heavy rain. If that happens, the well should be disinfected and the water tested before anyone drinks it. We clean up the house, help you document the loss, and point you to the county health department for well testing.',
  faqs: [
    {
      question: 'Our septic overflowed near the well. Is the water safe?',
      answer:
        'Do not drink it until it has been tested. Use bottled water, have the well disinfected, and ask the county health department about a bacteria test. We can clean up the house in the meantime.',
    },
    {
      question: 'How often should a septic tank be pumped?',
      answer:
        'Every three to five years is typical for a family home, sooner with a garbage disposal or a large household. A tank that is never pumped sends solids into the drain field, which is the costly part to replace.',
    },
  ],
} as const satisfies CityLocalContent;
