import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'Old Monroe homes were built to let air move through them. Adding central air conditioning, insulation and new windows over the years changed how they handle moisture, and the result is often condensation on ducts under the house, mold on the back of plaster walls in closets, and musty air in rooms that were once porches. Remediation in these houses takes more care than in new construction. Many were built before 1978, so we follow lead-safe practices whenever painted materials are disturbed, and we clean original wood and plaster instead of tearing it out whenever that is possible.',
  faqs: [
    {
      question: 'Our house was built before 1978. Does that change mold removal?',
      answer:
        'Yes. Painted surfaces in older homes may contain lead, so when remediation disturbs them we contain the area and follow lead-safe work practices to keep dust out of the rest of the house.',
    },
    {
      question: 'Can mold be cleaned off old wood instead of replacing it?',
      answer:
        'Usually. Solid wood framing, floorboards and trim can be HEPA-vacuumed, cleaned and treated. We replace wood only when it is soft or rotted.',
    },
    {
      question: 'Why is the enclosed back porch the mustiest room in the house?',
      answer:
        'Porches enclosed years ago often have no foundation vents or vapor barrier under them and sit lower than the rest of the house. Moisture from the ground collects there first.',
    },
  ],
} as const satisfies CityLocalContent;
