import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'Las casas de un piso sobre espacio de arrastre son comunes en los vecindarios de Snellville construidos en los años setenta y ochenta, y muchos de esos espacios no se han tocado desde entonces. El plástico original está roto o ya no está, el aislamiento cuelga en tiras, los ductos sudan cada verano y la basura vieja sigue en el suelo. La madera húmeda además atrae termitas, que son comunes en Georgia. Aquí nuestras limpiezas suelen incluir sacar décadas de basura, cambiar el aislamiento cuando la estructura está seca, reparar las soleras que la humedad ablandó e instalar una barrera de vapor sellada. Si vemos señales de termitas, se lo avisamos a su compañía de control de plagas.',
  faqs: [
    {
      question: 'Nuestra casa tiene el espacio de arrastre original de los años setenta. ¿Qué vamos a encontrar?',
      answer:
        'Casi siempre plástico roto o ausente, aislamiento colgando y algo de madera húmeda cerca del contorno. Una limpieza, aislamiento nuevo y una barrera nueva sellada resuelven casi todo; las soleras blandas se reparan al mismo tiempo.',
    },
    {
      question: '¿Ustedes tratan las termitas?',
      answer:
        'No, eso le toca a una compañía de control de plagas con licencia. Le señalamos los túneles de lodo o la madera dañada que encontremos y podemos compartir las fotos con su compañía de control de plagas.',
    },
  ],
} as const satisfies CityLocalContent;
