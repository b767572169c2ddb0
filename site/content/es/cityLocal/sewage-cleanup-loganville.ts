import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'Loganville se reparte entre casas conectadas al alcantarillado de la ciudad y casas con pozo séptico, y las dos fallan de forma distinta. Con el alcantarillado de la ciudad, un desborde de aguas negras casi siempre viene de un tapón en la tubería principal o en la conexión de la casa, y sale por el desagüe más bajo. Con pozo séptico, una lluvia larga puede saturar el campo de drenaje hasta que el tanque no puede vaciarse, y las aguas negras se devuelven a las tinas y los desagües del piso. En los dos casos el agua es de categoría 3 y la limpieza es la misma: poner la zona bajo contención, retirar todo lo poroso que tocó, desinfectar y secar. También le decimos a quién llamar después, un plomero o un contratista de pozos sépticos, para que no vuelva a pasar.',
  faqs: [
    {
      question: 'El pozo séptico se devolvió después de mucha lluvia. ¿Debemos dejar de usar agua?',
      answer:
        'Sí. No use la lavadora, el lavaplatos ni las duchas hasta que el campo de drenaje se recupere o se vacíe el tanque. Cada galón que agregue no tiene otro camino que regresar a la casa.',
    },
    {
      question: '¿Cómo sé si el problema es nuestra tubería o la de la ciudad?',
      answer:
        'Si todos los desagües de la casa se devuelven, el tapón está en su tubería o en la principal. Un plomero con cámara lo puede saber. Nosotros limpiamos en cualquier caso y lo documentamos para su aseguradora.',
    },
  ],
} as const satisfies CityLocalContent;
