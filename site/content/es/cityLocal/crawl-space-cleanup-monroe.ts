import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'Las casitas del antiguo pueblo textil de Monroe y las casas viejas del centro están sobre pilares de ladrillo, muchas veces con celosía abierta o un cerramiento suelto entre ellos y muy poco espacio debajo. Entran animales, se juntan décadas de basura y la tierra sigue húmeda en la sombra. Sellar un espacio así empieza por cerrar el contorno, así que construimos o reparamos el cerramiento entre los pilares antes de poner cualquier forro. Las vigas de pino antiguo de estas casas son densas y duraderas, y la mayoría se pueden limpiar y conservar; donde se ablandaron en las puntas las reforzamos en lugar de arrancar madera vieja que está sana.',
  faqs: [
    {
      question: '¿Se puede encapsular una casa sobre pilares de ladrillo?',
      answer:
        'Sí, una vez que se cierra el contorno. Primero reparamos o construimos el cerramiento entre los pilares, y luego sellamos un forro al suelo y a las paredes para poder mantener seco el espacio.',
    },
    {
      question: '¿Vale la pena conservar las vigas viejas de pino antiguo?',
      answer:
        'Casi siempre. El pino antiguo es denso y resiste la pudrición. Lo limpiamos y tratamos, y solo reforzamos o cambiamos las partes que de verdad se ablandaron.',
    },
    {
      question: 'Hay animales debajo de nuestra casa. ¿Pueden limpiar eso?',
      answer:
        'Sí. Retiramos los nidos y los excrementos con equipo de protección, desinfectamos la zona y cambiamos el aislamiento contaminado. Cerrar las entradas evita que los animales vuelvan.',
    },
  ],
} as const satisfies CityLocalContent;
