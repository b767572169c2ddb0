import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'In Grayson the basement is where sewage shows up first. The floor drain and the basement bathroom are the lowest fixtures in the house, so any blockage in the main line fills them before anything else. Basement bathrooms that sit below the sewer line rely on an ejector pump, and when that pump fails or loses power in a storm, the basin overflows into a finished room. We remove the contaminated carpet, pad and lower drywall, disinfect the framing and slab, and dry the space before it is rebuilt. A backwater valve or an alarm on the ejector basin is often worth adding afterward.',
  faqs: [
    {
      question: 'What is an ejector pump, and why did it flood our basement?',
      answer:
        'A basement bathroom below the sewer line drains into a sealed basin, and the ejector pump lifts the waste up to the main line. If the pump fails or loses power, the basin fills and overflows through the lowest fixture.',
    },
    {
      question: 'Will a backwater valve stop future backups?',
      answer:
        'A properly installed backwater valve stops sewage from the main from flowing back into your basement. A plumber can tell you whether your line can take one.',
    },
  ],
} as const satisfies CityLocalContent;
