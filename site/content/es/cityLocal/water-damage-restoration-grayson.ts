import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'En Grayson casi todas las casas son de dos pisos sobre un sótano completo, y muchos sótanos los terminaron los dueños años después de que se fue el constructor. Eso marca cada trabajo de agua aquí. Una lavandería en el segundo piso manda el agua a través del techo y moja los paneles de yeso del piso de abajo, y un sótano terminado sobre concreto sin protección esconde el agua bajo el acolchado de la alfombra y detrás de la base de las paredes nuevas. Las casas construidas en la ladera reciben el agua de lluvia contra la pared del sótano que da a la cuesta, y si la bomba de sumidero falla al mismo tiempo, el sótano se llena rápido. Abrimos los lugares correctos, secamos por dentro y dejamos intacto el resto del acabado.',
  faqs: [
    {
      question: '¿Pueden salvar la alfombra de un sótano terminado?',
      answer:
        'Si el agua es limpia y empezamos en uno o dos días, la alfombra casi siempre se puede secar y volver a colocar, aunque el acolchado normalmente se cambia. Si el agua vino de afuera o de un desagüe que se devolvió, hay que retirar las dos cosas.',
    },
    {
      question: 'Se desbordó la lavadora de arriba. ¿Por qué revisan el techo de la cocina?',
      answer:
        'El agua corre por las vigas y gotea lejos de donde empezó, muchas veces sobre la cocina o el comedor. La seguimos con medidores de humedad y cámara térmica para no dejar cerrado un techo mojado donde crezca moho.',
    },
  ],
} as const satisfies CityLocalContent;
