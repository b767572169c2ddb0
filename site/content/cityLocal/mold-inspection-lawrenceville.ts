import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'A large share of our Lawrenceville mold work is in rental housing, townhomes and apartments, where the source of the moisture and the place mold shows up can be in different units. A slow leak in a shared wall, a condensate line dripping in a mechanical closet or a neighbor\u2019s shower can feed growth next door. Landlords, property managers and tenants all need the same thing: a clear written record of what was found, what was removed and how the area tested afterward. We provide inspection reports and post-remediation verification that can be shared with owners, associations and insurers.',
  faqs: [
    {
      question: 'Can a tenant request a mold inspection?',
      answer:
        'Anyone can book an inspection, but in a rental the owner or manager usually authorizes the work. We are happy to coordinate with both sides and send the report to each.',
    },
    {
      question: 'Do you provide documentation for property managers?',
      answer:
        'Yes. Every job includes a written report with photos, moisture readings, what was removed and the verification result, which you can share with owners, associations and insurers.',
    },
  ],
} as const satisfies CityLocalContent;
