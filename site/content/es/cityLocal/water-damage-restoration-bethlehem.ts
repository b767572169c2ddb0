import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'Cerca de Bethlehem, muchas casas sacan el agua de un pozo propio, y eso cambia cómo se ve una fuga. La bomba del pozo sigue llenando el tanque de presión mientras haya una tubería abierta, así que una tubería rota debajo de la casa puede bombear agua por horas hasta que alguien se da cuenta. Los tanques de presión y el equipo del pozo suelen estar en el espacio de arrastre o en el garaje, donde una conexión que falla empapa el aislamiento y la estructura antes de que nadie lo vea. Las casas nuevas del corredor de la Georgia 316 muchas veces están sobre losa con pisos flotantes, y el agua se extiende bajo ese piso mucho más allá del charco que se ve. Encontramos todo el alcance con medidores y cámara térmica antes de decidir qué levantar.',
  faqs: [
    {
      question: 'Tenemos pozo. ¿Cómo detenemos una fuga antes de que ustedes lleguen?',
      answer:
        'Apague el interruptor de la bomba del pozo y cierre también la llave principal. Cerrar solo la llave puede no servir si la fuga está entre el tanque y la llave, y la bomba seguirá funcionando mientras la tubería esté abierta.',
    },
    {
      question: '¿Una fuga en una casa sobre losa necesita algo más que trapear?',
      answer:
        'Casi siempre. Bajo el piso laminado o de vinilo, el agua se extiende por la losa y se queda atrapada. Revisamos las lecturas cuarto por cuarto y levantamos o quitamos el piso solo donde de verdad llegó el agua.',
    },
  ],
} as const satisfies CityLocalContent;
