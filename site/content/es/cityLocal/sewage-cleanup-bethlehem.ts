import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'Casi todas las casas cerca de Bethlehem tienen su propio pozo séptico y su propio pozo de agua, y eso hace que un desborde de aguas negras sea un problema doble. Adentro, la limpieza es el mismo trabajo de categoría 3 que en cualquier lugar: retirar los materiales contaminados, desinfectar y secar. Afuera, un tanque séptico que se desborda o un campo de drenaje que aflora puede mandar aguas negras hacia el pozo de agua, sobre todo en un terreno en pendiente después de mucha lluvia. Si eso pasa, hay que desinfectar el pozo y analizar el agua antes de que alguien la tome. Limpiamos la casa, le ayudamos a documentar el daño y le indicamos cómo pedir el análisis del pozo al departamento de salud del condado.',
  faqs: [
    {
      question: 'El pozo séptico se desbordó cerca del pozo de agua. ¿El agua es segura?',
      answer:
        'No la tome hasta que la analicen. Use agua embotellada, haga desinfectar el pozo y pregunte al departamento de salud del condado por un análisis de bacterias. Mientras tanto, nosotros limpiamos la casa.',
    },
    {
      question: '¿Cada cuánto hay que vaciar el tanque séptico?',
      answer:
        'Lo normal para una casa familiar es cada tres a cinco años, antes si tiene triturador de basura o vive mucha gente. Un tanque que nunca se vacía manda sólidos al campo de drenaje, que es lo caro de reemplazar.',
    },
  ],
} as const satisfies CityLocalContent;
