import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'In Grayson the typical mold call comes from a finished basement. Below-grade concrete walls stay cool all summer, and when they are framed and drywalled without a proper barrier, humid air condenses behind the drywall and mold grows where nobody can see it. Basement bedrooms and media rooms with the door closed and no supply vent are the worst cases. We check wall cavities with moisture meters and thermal imaging, sample air when it will answer a real question, and recommend a dehumidifier setting or drainage fix so the finished space stays healthy after the work is done.',
  faqs: [
    {
      question: 'Our basement feels damp but we see no mold. Should we test?',
      answer:
        'Start with a moisture check of the walls and a hygrometer reading. If humidity stays above 50% or the walls read wet, an inspection is worth it, because growth usually starts behind the drywall first.',
    },
    {
      question: 'Will a dehumidifier fix basement mold?',
      answer:
        'It prevents new growth by keeping humidity down, but it does not remove mold already growing. Existing growth has to be removed under containment, and then the dehumidifier keeps it from returning.',
    },
  ],
} as const satisfies CityLocalContent;
