import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'Muchas casas nuevas cerca de Bethlehem están sobre espacio de arrastre, y lo que hay debajo suele ser justo lo que dejó el constructor: una lámina delgada de plástico, pedazos de madera y de panel de yeso, y la tubería del pozo y del tanque de presión pasando por ahí. En los primeros años la tierra se asienta y el nivel del terreno cambia, y la lluvia que antes corría lejos de la casa empieza a correr hacia ella. Sacamos los restos de obra, revisamos si la plomería del pozo tiene fugas lentas mientras estamos abajo y cambiamos el plástico del constructor por una barrera más gruesa y sellada que aguanta que alguien se arrastre encima para dar servicio.',
  faqs: [
    {
      question: 'Nuestra casa tiene solo unos años. ¿Por qué está húmedo el espacio de arrastre?',
      answer:
        'La tierra que se asienta puede cambiar cómo drena el agua alrededor de una casa nueva, y el plástico del constructor es delgado y muchas veces no cubre todo. Un espacio de arrastre húmedo en una casa nueva es común y casi siempre fácil de corregir a tiempo.',
    },
    {
      question: '¿Revisan la plomería del pozo debajo de la casa?',
      answer:
        'Revisamos cada tubería que vemos mientras estamos abajo y le avisamos de goteos o conexiones oxidadas. Las reparaciones del sistema del pozo en sí le tocan a su contratista de pozos o a su plomero.',
    },
  ],
} as const satisfies CityLocalContent;
