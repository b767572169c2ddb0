import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'Grayson homes are mostly two-story houses over full basements, many of them finished by the owners years after the builder left. That shapes every water job here. An upstairs laundry room sends water through a ceiling and into a second floor of drywall, and a basement finished over bare concrete hides water under carpet pad and behind the bottom plate of new walls. Houses set into hillsides take runoff against the uphill basement wall in a heavy storm, and when a sump pump quits at the same time the basement fills quickly. We open the right places, dry the cavities and leave the rest of the finish intact.',
  faqs: [
    {
      question: 'Can you save the carpet in a finished basement?',
      answer:
        'If the water is clean and we start within a day or two, the carpet itself can usually be dried and relaid, but the pad is normally replaced. Water from outside or from a drain backup means both go.',
    },
    {
      question: 'Our upstairs washer overflowed. Why are you checking the kitchen ceiling?',
      answer:
        'Water travels along joists and drips out far from the source, often over a kitchen or dining room. We trace it with moisture meters and thermal imaging so a wet ceiling cavity is not closed up and left to grow mold.',
    },
  ],
} as const satisfies CityLocalContent;
