import type { CityLocalContent } from '../types';

export default {
  localAngle:
    'Monroe\u2019s mill-village cottages and older downtown homes sit on brick piers, often with open lattice or loose skirting between them and very little clearance underneath. Animals get in, decades of debris collect, and the ground stays damp in shade. Sealing a space like that starts with closing the perimeter, so we build or repair skirting walls before any liner goes down. Heart-pine joists in these houses are dense and durable, and most can be cleaned and kept; where they have softened at the ends we sister them rather than tearing out sound old wood.',
  faqs: [
    {
      question: 'Can you encapsulate a house on brick piers?',
      answer:
        'Yes, once the perimeter is closed in. We repair or build skirting walls between the piers first, then seal a liner to the ground and walls so the space can be kept dry.',
    },
    {
      question: 'Are old heart-pine joists worth keeping?',
      answer:
        'Almost always. Heart pine is dense and resists decay. We clean and treat it, and only reinforce or replace sections that have actually softened.',
    },
    {
      question: 'There are animals under our house. Can you clean that up?',
      answer:
        'Yes. We remove nesting material and droppings with protective equipment, sanitize the area and replace contaminated insulation. Closing the openings keeps animals from returning.',
    },
  ],
} as const satisfies CityLocalContent;
