import type { CityLocalContent } from '../../types';

export default {
  localAngle:
    'En Grayson, la llamada típica por moho viene de un sótano terminado. Las paredes de concreto bajo tierra se mantienen frescas todo el verano, y cuando se les pone estructura y panel de yeso sin una barrera adecuada, el aire húmedo se condensa detrás del panel y el moho crece donde nadie lo ve. Los peores casos son los dormitorios y cuartos de televisión del sótano con la puerta cerrada y sin salida de aire. Revisamos el interior de las paredes con medidores de humedad y cámara térmica, tomamos muestras de aire cuando aportan información útil y recomendamos un ajuste del deshumidificador o una mejora del drenaje para que el sótano siga sano después del trabajo.',
  faqs: [
    {
      question: 'Nuestro sótano se siente húmedo pero no vemos moho. ¿Debemos hacer una prueba?',
      answer:
        'Empiece por medir la humedad de las paredes con un medidor de humedad y la del aire con un higrómetro. Si la humedad sigue por encima del 50% o las paredes salen mojadas, vale la pena una inspección, porque el moho casi siempre empieza detrás del panel de yeso.',
    },
    {
      question: '¿Un deshumidificador resuelve el moho del sótano?',
      answer:
        'Evita que aparezca moho nuevo porque mantiene baja la humedad, pero no quita el que ya está creciendo. El moho que ya existe se retira con la zona bajo contención, y después el deshumidificador evita que vuelva.',
    },
  ],
} as const satisfies CityLocalContent;
