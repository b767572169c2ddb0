import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'Buena parte de nuestro trabajo con moho en Lawrenceville es en viviendas de alquiler, casas adosadas y apartamentos, donde la fuente de la humedad y el lugar donde aparece el moho pueden estar en unidades distintas. Una fuga lenta en una pared compartida, un tubo de drenaje del aire acondicionado que gotea en un clóset de equipos o la ducha del vecino pueden alimentar el moho de al lado. Arrendadores, administradores e inquilinos necesitan lo mismo: un registro claro por escrito de lo que se encontró, lo que se retiró y cómo salieron las pruebas después. Entregamos informes de inspección y de comprobación después de la eliminación que se pueden compartir con dueños, asociaciones y aseguradoras.',
  faqs: [
    {
      question: '¿Un inquilino puede pedir una inspección de moho?',
      answer:
        'Cualquiera puede pedir una inspección, pero en un alquiler normalmente el dueño o el administrador autoriza el trabajo. Con gusto coordinamos con las dos partes y le enviamos el informe a cada una.',
    },
    {
      question: '¿Entregan documentación para administradores de propiedades?',
      answer:
        'Sí. Cada trabajo incluye un informe por escrito con fotos, lecturas de humedad, lo que se retiró y el resultado de la comprobación, que usted puede compartir con dueños, asociaciones y aseguradoras.',
    },
  ],
} as const satisfies CityLocalContent;
