import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'Most mold we find in Loganville starts below the living space. Homes on crawl spaces and partly finished basements sit on red clay that stays damp long after a rain, and in summer the air under the house can stay well above 50% relative humidity for weeks. That moisture shows up as a musty smell in the hallway, growth on floor joists and duct wrap, or spotting along the bottom of basement walls. Houses that are closed up all day while everyone is at work make it worse. An inspection here always includes the crawl space or basement, because that is usually where the answer is.',
  faqs: [
    {
      question: 'Why does our house smell musty only in summer?',
      answer:
        'Warm, humid air reaches cool surfaces under the house and condenses, and mold grows on the damp wood and duct wrap. The smell rises through the floor. It fades in winter because the air is drier, but the growth is still there.',
    },
    {
      question: 'Is mold on crawl space joists dangerous for the house?',
      answer:
        'Surface mold on joists rarely weakens them by itself, but the moisture feeding it can lead to rot and draws termites. Cleaning the wood and controlling humidity handles both.',
    },
  ],
} as const satisfies CityLocalContent;
