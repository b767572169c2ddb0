import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'Las casas antiguas de Monroe se construyeron para que el aire pasara por ellas. Con los años se les agregó aire acondicionado central, aislamiento y ventanas nuevas, y eso cambió cómo manejan la humedad: el resultado suele ser condensación en los ductos debajo de la casa, moho detrás de las paredes de yeso en los clósets y aire con olor a humedad en cuartos que antes eran porches. Eliminar el moho en estas casas pide más cuidado que en una construcción nueva. Muchas se construyeron antes de 1978, así que seguimos prácticas seguras ante el plomo cada vez que tocamos materiales pintados, y limpiamos la madera y el yeso originales en lugar de arrancarlos siempre que se pueda.',
  faqs: [
    {
      question: 'Nuestra casa es de antes de 1978. ¿Eso cambia la eliminación del moho?',
      answer:
        'Sí. Las superficies pintadas en casas antiguas pueden tener plomo, así que cuando el trabajo las toca ponemos la zona bajo contención y seguimos prácticas seguras ante el plomo para que el polvo no llegue al resto de la casa.',
    },
    {
      question: '¿Se puede limpiar el moho de la madera antigua en lugar de cambiarla?',
      answer:
        'Casi siempre. La estructura de madera sólida, las tablas del piso y las molduras se pueden aspirar con filtro HEPA, limpiar y tratar. Cambiamos la madera solo cuando está blanda o podrida.',
    },
    {
      question: '¿Por qué el porche cerrado de atrás es el cuarto con más olor a humedad?',
      answer:
        'Los porches que se cerraron hace años muchas veces no tienen rejillas en los cimientos ni barrera de vapor debajo, y quedan más bajos que el resto de la casa. La humedad del suelo se junta ahí primero.',
    },
  ],
} as const satisfies CityLocalContent;
