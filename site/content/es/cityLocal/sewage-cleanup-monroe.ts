import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'En las casas antiguas de Monroe, el problema de aguas negras muchas veces está debajo del piso. Las tuberías de desagüe de hierro fundido que pasan por espacios de arrastre sobre pilares se rajan con los años, y una fuga lenta puede empapar la tierra debajo de un baño durante meses antes de que el olor la delate. Las conexiones viejas de barro entre la casa y la tubería de la ciudad también dejan entrar raíces y se hunden. Limpiar aguas negras en un espacio de arrastre quiere decir retirar la tierra y el aislamiento contaminados, desinfectar las vigas y el subpiso desde abajo y cambiar la barrera de vapor. Adentro, el yeso y los pisos de madera antiguos muchas veces se pueden desinfectar en lugar de cambiarlos si la contaminación se detecta a tiempo.',
  faqs: [
    {
      question: 'Huele a aguas negras pero no vemos nada adentro. ¿Dónde buscamos?',
      answer:
        'Debajo de la casa. Un desagüe de hierro fundido rajado que gotea en el espacio de arrastre es una causa común en casas antiguas. Inspeccionamos, limpiamos la tierra y el aislamiento contaminados y le mostramos la tubería para su plomero.',
    },
    {
      question: '¿Se pueden salvar los pisos de madera antiguos después de un desborde de aguas negras?',
      answer:
        'A veces. Si la contaminación fue breve y las tablas están selladas, se pueden limpiar, desinfectar y secar. Las tablas que absorbieron aguas negras, o el subpiso de abajo, hay que cambiarlos.',
    },
  ],
} as const satisfies CityLocalContent;
