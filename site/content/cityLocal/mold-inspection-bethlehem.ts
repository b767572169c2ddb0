import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'Mold in a new Bethlehem home surprises owners, but it has a few common causes. Houses built quickly along the Georgia 316 corridor are tight, and when an air conditioner is oversized it cools the house in short bursts without running long enough to pull moisture out of the air. Indoor humidity creeps above 50%, and closets on outside walls and the backs of furniture start to grow mold. Framing that got rained on during construction can also hold moisture through the first year or two. We measure humidity room by room and look at how the HVAC system runs, because in new construction the fix is often a setting or a dehumidifier rather than demolition.',
  // No FAQs on purpose: real data for the template's "FAQ section only when FAQs exist" rule.
  faqs: [],
} as const satisfies CityLocalContent;
