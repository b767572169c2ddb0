import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'Casi todo el moho que encontramos en Loganville empieza debajo de donde vive la familia. Las casas sobre espacio de arrastre y con sótanos terminados en parte están sobre arcilla roja que sigue húmeda mucho después de la lluvia, y en verano el aire debajo de la casa puede pasar semanas muy por encima del 50% de humedad relativa. Esa humedad se nota como olor a humedad en el pasillo, moho en las vigas y en el forro de los ductos, o manchas en la parte baja de las paredes del sótano. Las casas que pasan cerradas todo el día mientras todos trabajan lo empeoran. Aquí una inspección siempre incluye el espacio de arrastre o el sótano, porque casi siempre la respuesta está ahí.',
  faqs: [
    {
      question: '¿Por qué nuestra casa huele a humedad solo en verano?',
      answer:
        'El aire caliente y húmedo llega a las superficies frías debajo de la casa y se condensa, y el moho crece en la madera y el forro de los ductos mojados. El olor sube por el piso. En invierno baja porque el aire está más seco, pero el moho sigue ahí.',
    },
    {
      question: '¿El moho en las vigas del espacio de arrastre es peligroso para la casa?',
      answer:
        'El moho en la superficie de las vigas rara vez las debilita por sí solo, pero la humedad que lo alimenta puede pudrir la madera y atraer termitas. Limpiar la madera y controlar la humedad resuelve las dos cosas.',
    },
  ],
} as const satisfies CityLocalContent;
