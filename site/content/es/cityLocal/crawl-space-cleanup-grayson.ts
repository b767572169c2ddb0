import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'Casi todas las casas de Grayson están sobre un sótano completo, así que aquí el trabajo en espacios de arrastre suele ser en las partes de la casa que la gente olvida: el espacio debajo de una ampliación, un solario o un porche con malla que después se cerró, o el espacio poco profundo junto a un sótano parcial. Esas partes muchas veces las hizo otro contratista, con menos ventilación y sin barrera de vapor, y mandan humedad y olor al cuarto de arriba sin que nadie lo note. Las casas de campo antiguas cerca del centro de Grayson también están sobre espacio de arrastre. Limpiamos y sellamos estos espacios pequeños y nos aseguramos de que drenen, para que la ampliación huela tan fresca como el resto de la casa.',
  // No FAQs on purpose, like the English page: real data for the "FAQ section only when FAQs exist" rule.
  faqs: [],
} as const satisfies CityLocalContent;
