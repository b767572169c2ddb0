import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'Water damage in Monroe often means water damage in an old house. Near downtown and in the mill village, homes have plaster walls, heart-pine floors and original trim, and they sit on brick piers over open crawl spaces. Those materials react badly to fast, hot drying: plaster can crack and old floorboards can cup or split. We dry historic homes more slowly, with controlled dehumidification and daily readings, and when trim, doors or flooring have to be replaced we try to match what was there. Leaks under these houses also go unnoticed for weeks, because nobody goes under a pier foundation unless they have to.',
  faqs: [
    {
      question: 'Can plaster walls be dried, or do they have to come down?',
      answer:
        'Plaster on wood lath usually dries in place if the water was clean and we control the drying rate. We replace sections only when the keys holding plaster to the lath have failed or the wall was soaked by dirty water.',
    },
    {
      question: 'Our old heart-pine floor cupped after a leak. Will it flatten?',
      answer:
        'Often it will, if the boards are dried slowly from below as well as above. Sanding a cupped floor too early locks in the damage, so we measure moisture until the boards are back to normal first.',
    },
    {
      question: 'Do you work on homes in the downtown historic district?',
      answer:
        'Yes. We document original materials before anything is removed, save what can be saved, and match replacements as closely as we can so the house keeps its character.',
    },
  ],
} as const satisfies CityLocalContent;
