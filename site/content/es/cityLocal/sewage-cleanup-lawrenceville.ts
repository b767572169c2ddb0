import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'En Lawrenceville, las llamadas por aguas negras muchas veces involucran más de una unidad o un negocio. En apartamentos y condominios de varios pisos, un tapón en la tubería de desagüe compartida hace que las aguas negras salgan en la unidad más baja, mientras las de arriba siguen descargando en ella. Alrededor de la plaza del palacio de justicia y de las zonas comerciales, los restaurantes y oficinas necesitan limpiar rápido y tener documentación para los inspectores de salud y los propietarios. Trabajamos fuera de horario cuando un negocio necesita abrir en la mañana, mantenemos las zonas contaminadas selladas y separadas de los espacios ocupados, y entregamos los papeles que necesitan dueños y administradores.',
  faqs: [
    {
      question: 'Salieron aguas negras en nuestra unidad de la planta baja, desde las unidades de arriba. ¿Y ahora qué?',
      answer:
        'Pida a la asociación o al administrador que todos los de arriba dejen de usar agua, y llámenos. Ponemos su unidad bajo contención, la limpiamos y documentamos el daño; la causa en la tubería compartida normalmente le toca repararla a la asociación.',
    },
    {
      question: '¿Pueden limpiar un restaurante o una oficina durante la noche?',
      answer:
        'Sí. Cuando se puede, programamos la limpieza de aguas negras en negocios fuera de horario, mantenemos la zona sellada y dejamos por escrito lo que se limpió y desinfectó.',
    },
  ],
} as const satisfies CityLocalContent;
