import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'In Monroe\u2019s older homes the sewage problem is often under the floor. Cast-iron drain lines running through pier-and-beam crawl spaces crack with age, and a slow leak can soak the ground under a bathroom for months before the smell gives it away. Older clay laterals between the house and the city main also let roots in and collapse. Cleaning up sewage in a crawl space means removing contaminated soil and insulation, disinfecting joists and subfloor from below, and replacing the vapor barrier. Inside, plaster and old wood floors can often be disinfected rather than replaced when contamination is caught early.',
  faqs: [
    {
      question: 'We smell sewage but see nothing inside. Where should we look?',
      answer:
        'Under the house. A cracked cast-iron drain leaking into the crawl space is a common cause in older homes. We inspect, clean up the contaminated soil and insulation, and show you the pipe for your plumber.',
    },
    {
      question: 'Can old hardwood floors be saved after a sewage backup?',
      answer:
        'Sometimes. If contamination was brief and the boards are sealed, they can be cleaned, disinfected and dried. Boards that absorbed sewage, or subfloor underneath, have to be replaced.',
    },
  ],
} as const satisfies CityLocalContent;
