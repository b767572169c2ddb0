import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'Los vecindarios de Snellville de los años setenta y ochenta tienen árboles grandes y, en muchos casos, sus conexiones de alcantarillado originales de barro o hierro fundido. Las raíces encuentran las uniones y las grietas de esas tuberías, crecen adentro y atrapan todo lo que pasa, hasta que un día festivo con la casa llena la tubería por fin se devuelve. En las casas split-level, las aguas negras salen primero en el baño o la lavandería del nivel de abajo. Limpiamos y desinfectamos los cuartos afectados y le recomendamos que un plomero revise la tubería con cámara, porque una conexión llena de raíces se volverá a tapar hasta que se limpie o se cambie.',
  faqs: [
    {
      question: '¿Por qué nuestra tubería de desagüe se tapa cada uno o dos años?',
      answer:
        'En las casas antiguas de Snellville casi siempre son raíces que crecen dentro de las uniones de una conexión de barro o hierro fundido. Quitar las raíces alivia por un tiempo; revestir o cambiar la tubería termina con el ciclo.',
    },
    {
      question: '¿Dónde está el registro de limpieza del desagüe de nuestra casa?',
      answer:
        'Casi siempre es un tubo con tapa unas pulgadas sobre el suelo, junto a los cimientos o cerca de la calle, muchas veces del lado donde está el baño principal. El plomero lo usa para limpiar la tubería sin entrar a la casa.',
    },
  ],
} as const satisfies CityLocalContent;
