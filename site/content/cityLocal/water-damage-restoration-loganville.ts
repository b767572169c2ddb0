import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'A large share of Loganville was built during the growth that followed the widening of US 78, and those homes have reached the age when the water heater, the washing machine hoses and the ice maker line installed by the builder give out. Failures like that rarely happen at a convenient hour. The other pattern we see here is storm water: dense red clay lots shed heavy rain toward the house, and crawl spaces and garage-level rooms on the low side of the lot take it in. On either side of the Walton and Gwinnett county line the response is the same crew and the same drying standard.',
  faqs: [
    {
      question: 'Do you serve both the Walton and Gwinnett sides of Loganville?',
      answer:
        'Yes. The county line runs through town, but it makes no difference to us: the same crew, response time and pricing apply on both sides, and we work with whichever insurer covers the house.',
    },
    {
      question: 'My water heater burst in the garage. Does the house need drying too?',
      answer:
        'Often, yes. Water runs under the door into the adjoining room, wicks into the bottom of the shared wall and soaks the subfloor edge. We check those areas with a meter even when the carpet looks dry.',
    },
    {
      question: 'Rain keeps getting into my crawl space after storms. Is that water damage?',
      answer:
        'Repeated storm water under the house is a drainage problem that causes water damage over time. We dry it out, and we show you where the grading, gutters or downspouts are sending water toward the foundation.',
    },
  ],
} as const satisfies CityLocalContent;
