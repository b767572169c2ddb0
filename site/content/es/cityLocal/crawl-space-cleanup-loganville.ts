import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'Los espacios de arrastre son comunes debajo de las casas de Loganville, y la arcilla roja los hace difíciles de mantener secos. La arcilla guarda el agua después de una tormenta, el terreno que se asentó después de la construcción puede mandar el agua de lluvia hacia los cimientos, y algunos espacios de arrastre terminan con agua estancada después de cada lluvia fuerte. Luego las rejillas abiertas meten el aire húmedo del verano, el plástico delgado del constructor se rompe y el aislamiento de fibra de vidrio se empapa y se cae. Empezamos por encontrar por dónde entra el agua, porque una barrera de vapor sobre un espacio mojado solo esconde el problema. Después limpiamos, reparamos y sellamos el espacio para que se mantenga seco.',
  faqs: [
    {
      question: 'Nuestro espacio de arrastre tiene agua estancada después de las tormentas. ¿Tiene arreglo?',
      answer:
        'Sí. Primero encontramos por dónde entra el agua, casi siempre por el nivel del terreno, los bajantes o una pared baja de los cimientos. Un drenaje interior hacia una bomba de sumidero, más una barrera de vapor sellada, mantienen el espacio seco.',
    },
    {
      question: '¿Basta una barrera de vapor sobre arcilla roja mojada?',
      answer:
        'Solo si primero se resuelve el agua. Un forro sobre agua estancada la atrapa. Cuando el drenaje está resuelto, un forro sellado mantiene la humedad del suelo fuera de la casa.',
    },
  ],
} as const satisfies CityLocalContent;
