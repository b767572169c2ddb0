import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'Las casas de Snellville de los años setenta y ochenta tienen sus propios patrones de moho. En muchas, el extractor del baño saca el aire al ático y no afuera, y años de aire caliente y húmedo dejan moho en la madera del techo encima de los baños. Los ductos originales del espacio de arrastre sudan en verano y mojan el aislamiento y las vigas. Y después de décadas de remodelaciones, es común encontrar panel de yeso nuevo sobre una fuga vieja que nunca se secó. Aquí nuestras inspecciones cubren el ático y el espacio de arrastre, y le decimos si la solución es un ducto de ventilación, un forro para los ductos o un trabajo de eliminación de moho.',
  faqs: [
    {
      question: '¿Por qué hay moho en el ático encima del baño?',
      answer:
        'Casi siempre el extractor del baño descarga en el ático en lugar de sacar el aire por el techo o una pared. En invierno, el aire caliente y húmedo se condensa en la madera fría del techo. Se resuelve llevando el ducto del extractor afuera y tratando la madera.',
    },
    {
      question: '¿Revisan el ático y el espacio de arrastre en una sola visita?',
      answer:
        'Sí. En casas de esta edad, casi siempre son problemas conectados, así que inspeccionamos los dos y le entregamos un solo informe.',
    },
  ],
} as const satisfies CityLocalContent;
