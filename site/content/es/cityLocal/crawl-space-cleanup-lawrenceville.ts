import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'En Lawrenceville, los espacios de arrastre que más trabajo necesitan están debajo de las casas de un piso de mediados de siglo cerca del centro y de las casas de alquiler, donde pueden pasar años sin que nadie mire debajo del piso. Ductos y aislamiento originales, rejillas abiertas y tierra descubierta suman mucha humedad en los cuartos de arriba. Mucho de nuestro trabajo aquí está ligado a una venta: el inspector del comprador encuentra humedad o moho debajo de la casa, y el vendedor necesita corregirlo y documentarlo antes del cierre. Entregamos fotos de antes y después y lecturas de humedad que pueden ir directo al comprador y al banco.',
  faqs: [
    {
      question: 'Un inspector marcó un problema en nuestro espacio de arrastre. ¿Pueden arreglarlo antes del cierre?',
      answer:
        'Casi siempre, sí. La mayoría de las limpiezas e instalaciones de barrera de vapor toman uno o dos días. Entregamos por escrito el alcance del trabajo, fotos de antes y después y lecturas de humedad para compartir con el comprador.',
    },
    {
      question: '¿Los arrendadores deben preocuparse por el espacio de arrastre?',
      answer:
        'Sí. La humedad debajo de una casa de alquiler se convierte en quejas de los inquilinos por olores, pisos blandos y moho. Un espacio de arrastre sellado es una de las formas más baratas de evitar esas llamadas.',
    },
  ],
} as const satisfies CityLocalContent;
