import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'Ranch homes on crawl spaces are common in Snellville neighborhoods built in the 1970s and 1980s, and many of those crawl spaces have not been touched since. The original plastic is torn or gone, insulation hangs in strips, ductwork sweats every summer and old debris is still on the ground. Damp wood also draws termites, which are common in Georgia. Our cleanups here usually include hauling out decades of debris, replacing insulation once the framing is dry, repairing sill plates where moisture has softened them, and installing a sealed vapor barrier. We flag any termite signs for your pest control company.',
  faqs: [
    {
      question: 'Our ranch house has its original 1970s crawl space. What should we expect?',
      answer:
        'Usually torn or missing plastic, sagging insulation and some damp wood near the perimeter. A cleanout, insulation replacement and a new sealed barrier handle most of it; soft sill plates are repaired at the same time.',
    },
    {
      question: 'Do you treat for termites?',
      answer:
        'No, that takes a licensed pest control company. We point out any mud tubes or damaged wood we find and can share photos with your pest control provider.',
    },
  ],
} as const satisfies CityLocalContent;
