import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'Most Grayson homes stand on full basements, so crawl space work here tends to be in the parts of a house people forget: the crawl space under a room addition, a sunroom or a screened porch that was later enclosed, or the shallow space beside a partial basement. Those areas were often built by a different contractor, with less ventilation and no vapor barrier, and they quietly feed humidity and odor into the room above. Older farmhouses near downtown Grayson also stand on crawl spaces. We clean and seal these small spaces and make sure they drain, so the addition smells as fresh as the rest of the house.',
  // No FAQs on purpose (most Grayson homes stand on basements, and the page says so): real data for
  // the template's "FAQ section only when FAQs exist" rule.
  faqs: [],
} as const satisfies CityLocalContent;
