import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'Snellville houses from the 1970s and 1980s have a few mold patterns of their own. Bathroom exhaust fans in many of them vent into the attic instead of outside, and years of warm, wet air leave mold on the roof sheathing above the bathrooms. Original ductwork in crawl spaces sweats in summer, wetting insulation and joists. And after decades of remodeling, it is common to find new drywall over an old leak that was never dried. Our inspections here cover the attic as well as the crawl space, and we tell you whether the fix is a vent duct, a duct wrap or a remediation job.',
  faqs: [
    {
      question: 'Why is there mold in our attic above the bathroom?',
      answer:
        'Usually the bathroom fan discharges into the attic instead of through the roof or a wall. Warm, wet air condenses on the cold sheathing in winter. Extending the fan duct outside and treating the sheathing solves it.',
    },
    {
      question: 'Do you check the attic and crawl space in one visit?',
      answer:
        'Yes. In houses of this age the two are connected problems more often than not, so we inspect both and give you one report.',
    },
  ],
} as const satisfies CityLocalContent;
