import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'En Monroe, los daños por agua muchas veces son daños por agua en una casa antigua. Cerca del centro y en el antiguo pueblo textil, las casas tienen paredes de yeso, pisos de pino antiguo y molduras originales, y están sobre pilares de ladrillo encima de espacios de arrastre abiertos. Esos materiales reaccionan mal a un secado rápido y caliente: el yeso se puede rajar y las tablas viejas se pueden curvar o partir. Secamos las casas históricas más despacio, con deshumidificación controlada y lecturas diarias, y cuando hay que cambiar molduras, puertas o pisos tratamos de igualar lo que había. Además, las fugas debajo de estas casas pasan semanas sin que nadie las note, porque nadie se mete bajo unos cimientos de pilares si no tiene que hacerlo.',
  faqs: [
    {
      question: '¿Las paredes de yeso se pueden secar o hay que tumbarlas?',
      answer:
        'El yeso sobre listones de madera casi siempre se seca en su lugar si el agua era limpia y controlamos la velocidad del secado. Cambiamos partes solo cuando el yeso se despegó de los listones o la pared se empapó con agua sucia.',
    },
    {
      question: 'Nuestro piso de pino antiguo se curvó después de una fuga. ¿Volverá a quedar plano?',
      answer:
        'Muchas veces sí, si las tablas se secan despacio por debajo y por encima. Lijar un piso curvado demasiado pronto deja el daño para siempre, así que primero medimos la humedad hasta que las tablas vuelven a la normalidad.',
    },
    {
      question: '¿Trabajan en casas del distrito histórico del centro?',
      answer:
        'Sí. Documentamos los materiales originales antes de quitar nada, salvamos lo que se puede salvar e igualamos los reemplazos lo más posible para que la casa conserve su carácter.',
    },
  ],
} as const satisfies CityLocalContent;
