import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'El moho en una casa nueva de Bethlehem sorprende a los dueños, pero tiene unas pocas causas comunes. Las casas construidas rápido en el corredor de la Georgia 316 son herméticas, y cuando el aire acondicionado es demasiado grande enfría la casa en ratos cortos sin funcionar lo suficiente para sacar la humedad del aire. La humedad de la casa sube por encima del 50%, y empieza a salir moho en los clósets de paredes exteriores y detrás de los muebles. La estructura que se mojó con la lluvia durante la obra también puede guardar humedad el primer año o los dos primeros. Medimos la humedad cuarto por cuarto y vemos cómo funciona el aire acondicionado, porque en una casa nueva la solución muchas veces es un ajuste o un deshumidificador, no una demolición.',
  // No FAQs on purpose, like the English page: real data for the "FAQ section only when FAQs exist" rule.
  faqs: [],
} as const satisfies CityLocalContent;
