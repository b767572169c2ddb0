import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'Gran parte de Snellville se construyó entre los años setenta y noventa, y en esas casas la plomería muchas veces es la original. Las tuberías galvanizadas se corroen por dentro hasta que una unión cede, y los calentadores de agua viejos, metidos en clósets y en el nivel de abajo, fallan casi sin aviso. Las casas de dos niveles (split-level) tienen su propio riesgo: el nivel de abajo queda en parte bajo tierra, así que las canaletas desbordadas y los pozos de ventana tapados meten el agua directo a la sala familiar. Como muchas de estas casas se han remodelado más de una vez, también encontramos capas de piso y de paneles de madera que atrapan el agua y hay que abrir para secar bien.',
  faqs: [
    {
      question: 'La sala de nuestra casa split-level se inundó en una tormenta. ¿Por dónde entró el agua?',
      answer:
        'Casi siempre por donde el nivel de abajo se junta con la tierra: un pozo de ventana lleno de hojas, una canaleta que se desborda en una esquina interior o un bajante que descarga contra la pared. Secamos el cuarto y le mostramos por dónde entró para que lo pueda arreglar.',
    },
    {
      question: '¿Debemos cambiar las tuberías galvanizadas viejas después de una fuga?',
      answer:
        'Una unión galvanizada que falla suele anunciar otras, porque la tubería se corroe por dentro en todo su recorrido. Nosotros reparamos el daño por agua; un plomero con licencia le puede decir si conviene cambiar la tubería.',
    },
    {
      question: '¿Los paneles de madera sobre el panel de yeso son un problema cuando se mojan?',
      answer:
        'Duplican las capas por las que tiene que salir el agua. Muchas veces se quitan los paneles, al menos en la parte de abajo, para que el interior de la pared se seque y se pueda revisar si hay moho.',
    },
  ],
} as const satisfies CityLocalContent;
