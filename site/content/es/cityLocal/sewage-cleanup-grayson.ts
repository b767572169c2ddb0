import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'En Grayson, las aguas negras aparecen primero en el sótano. El desagüe del piso y el baño del sótano son lo más bajo de la casa, así que cualquier tapón en la tubería principal los llena antes que nada. Los baños de sótano que quedan por debajo del alcantarillado dependen de una bomba eyectora, y cuando esa bomba falla o se queda sin luz en una tormenta, el depósito se desborda en un cuarto terminado. Retiramos la alfombra, el acolchado y la parte baja del panel de yeso contaminados, desinfectamos la estructura y la losa, y secamos el espacio antes de reconstruir. Después muchas veces vale la pena agregar una válvula antirretorno o una alarma en el depósito de la bomba.',
  faqs: [
    {
      question: '¿Qué es una bomba eyectora y por qué inundó nuestro sótano?',
      answer:
        'Un baño de sótano por debajo del alcantarillado drena a un depósito sellado, y la bomba eyectora sube los desechos hasta la tubería principal. Si la bomba falla o se queda sin luz, el depósito se llena y se desborda por lo más bajo de la casa.',
    },
    {
      question: '¿Una válvula antirretorno evita futuros desbordes?',
      answer:
        'Una válvula antirretorno bien instalada impide que las aguas negras de la tubería principal regresen a su sótano. Un plomero le puede decir si su tubería admite una.',
    },
  ],
} as const satisfies CityLocalContent;
