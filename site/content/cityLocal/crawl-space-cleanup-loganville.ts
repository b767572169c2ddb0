import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'Crawl spaces are common under Loganville homes, and red clay makes them hard to keep dry. The clay holds water after a storm, grading that settled after construction can send runoff toward the foundation, and some crawl spaces end up with standing water after every heavy rain. Open foundation vents then pull in humid summer air, the builder\u2019s thin plastic tears, and fiberglass insulation soaks up moisture and falls. We start by finding where the water gets in, because a vapor barrier laid over a wet crawl space only hides the problem. Then we clean out, repair and seal the space so it stays dry.',
  faqs: [
    {
      question: 'Our crawl space has standing water after storms. Can it be fixed?',
      answer:
        'Yes. First we find where the water comes in, usually through grading, downspouts or a low foundation wall. Interior drainage to a sump pump, plus a sealed vapor barrier, keeps the space dry.',
    },
    {
      question: 'Is a vapor barrier enough on wet red clay?',
      answer:
        'Only if the water is dealt with first. A liner over standing water traps it. Once drainage is handled, a sealed liner keeps ground moisture out of the house.',
    },
  ],
} as const satisfies CityLocalContent;
