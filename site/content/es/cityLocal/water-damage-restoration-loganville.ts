import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'Buena parte de Loganville se construyó durante el crecimiento que siguió a la ampliación de la US 78, y esas casas ya llegaron a la edad en que fallan el calentador de agua, las mangueras de la lavadora y la línea de la máquina de hielo que puso el constructor. Esas fallas casi nunca pasan a una hora conveniente. Lo otro que vemos aquí es el agua de las tormentas: los terrenos de arcilla roja compacta mandan la lluvia fuerte hacia la casa, y los espacios de arrastre y los cuartos a nivel del garaje del lado bajo del terreno la reciben. A uno y otro lado de la línea entre los condados de Walton y Gwinnett, la respuesta es el mismo equipo y el mismo nivel de secado.',
  faqs: [
    {
      question: '¿Atienden los dos lados de Loganville, Walton y Gwinnett?',
      answer:
        'Sí. La línea del condado pasa por el pueblo, pero para nosotros no cambia nada: el mismo equipo, el mismo tiempo de respuesta y los mismos precios a los dos lados, y trabajamos con la aseguradora que cubra la casa.',
    },
    {
      question: 'Se reventó el calentador de agua en el garaje. ¿También hay que secar la casa?',
      answer:
        'Muchas veces, sí. El agua pasa por debajo de la puerta al cuarto de al lado, sube por la base de la pared compartida y empapa la orilla del subpiso. Revisamos esas zonas con un medidor aunque la alfombra se vea seca.',
    },
    {
      question: 'Después de cada tormenta entra agua al espacio de arrastre. ¿Eso es daño por agua?',
      answer:
        'El agua de tormenta que se repite debajo de la casa es un problema de drenaje que con el tiempo causa daños por agua. Lo secamos y le mostramos dónde el nivel del terreno, las canaletas o los bajantes mandan el agua hacia los cimientos.',
    },
  ],
} as const satisfies CityLocalContent;
