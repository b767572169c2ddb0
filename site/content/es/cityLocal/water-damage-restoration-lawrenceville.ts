import type { CityLocalContent } from '../../types';
import { onSite } from '../phrases';

export default {
  localAngle:
    'Lawrenceville tiene más casas adosadas, condominios y casas de alquiler que cualquier otra ciudad que atendemos, y las paredes compartidas cambian un trabajo de agua. Una manguera de suministro que falla en el segundo piso de una casa adosada puede llegar a la unidad de al lado, así que muchas veces trabajamos con dos dueños, dos aseguradoras y una asociación de propietarios a la vez. Documentamos cada unidad por separado, y así cada reclamo queda en orden. Cerca de Georgia Gwinnett College y del hospital también trabajamos con propietarios y administradores que necesitan secar una unidad ocupada molestando lo menos posible a los inquilinos. Las casas antiguas cerca de la plaza del palacio de justicia y de los arroyos que alimentan los ríos Yellow y Alcovy traen además las llamadas de siempre por tormentas.',
  faqs: [
    {
      question: 'El agua de la casa de al lado pasó por nuestra pared. ¿Quién paga?',
      answer:
        'Depende de dónde empezó la fuga y de los documentos de su asociación y de las pólizas. Documentamos las dos unidades por separado con fotos y lecturas de humedad, y así cada aseguradora tiene lo que necesita para resolverlo.',
    },
    {
      question: '¿Los inquilinos pueden quedarse en la unidad mientras se seca?',
      answer:
        'En la mayoría de los daños con agua limpia, sí. Los equipos de secado hacen ruido por unos días, y planeamos dónde ponerlos y las visitas diarias con el administrador para que los inquilinos sepan qué esperar.',
    },
    {
      question: '¿Qué tan rápido llegan a Lawrenceville de noche?',
      answer: `Igual que a cualquier lugar de nuestra zona: un equipo llega en ${onSite} después de su llamada, a cualquier hora.`,
    },
  ],
} as const satisfies CityLocalContent;
