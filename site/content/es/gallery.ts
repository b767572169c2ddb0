import type * as en from '../gallery';
import type { Localized } from '../localized';

/** The Spanish twin of `../gallery.ts`: the same photos, described in Spanish. */
export const galleryInitialCount = 4;

export const galleryImages = [
  { src: 'gallery-01.jpg', alt: 'Ventiladores de secado y un deshumidificador comercial secan una sala después de que reventó una tubería, con la alfombra levantada', width: 1200, height: 900 },
  { src: 'gallery-02.jpg', alt: 'Técnico con respirador y traje de protección dentro de una contención de plástico para moho en un sótano', width: 1200, height: 900 },
  { src: 'gallery-03.jpg', alt: 'Espacio de arrastre después de la limpieza, con una barrera de vapor blanca nueva sellada a los muros y pilares', width: 1200, height: 900 },
  { src: 'gallery-04.jpg', alt: 'Manguera de un extractor montado en camión que entra por la puerta principal de una casa inundada, de noche', width: 1200, height: 900 },
  { src: 'gallery-05.jpg', alt: 'Moho negro en la parte de atrás de un panel de yeso retirado de la pared de un baño', width: 1200, height: 900 },
  { src: 'gallery-06.jpg', alt: 'Cocina sin los gabinetes de abajo y con el panel de yeso cortado a dos pies del piso para secar', width: 1200, height: 900 },
  { src: 'gallery-07.jpg', alt: 'Pantalla de una cámara térmica con una mancha azul fría de agua escondida que se extiende por un techo', width: 1200, height: 900 },
  { src: 'gallery-08.jpg', alt: 'Sótano terminado sin la alfombra ni el acolchado mojados, con el piso de concreto y las tiras de clavos a la vista', width: 1200, height: 900 },
  { src: 'gallery-09.jpg', alt: 'Aislamiento de fibra de vidrio empapado que cuelga de las vigas en un espacio de arrastre húmedo', width: 1200, height: 900 },
  { src: 'gallery-10.jpg', alt: 'Técnico que mide la humedad con un medidor de puntas al pie de la pared de un pasillo', width: 1200, height: 900 },
  { src: 'gallery-11.jpg', alt: 'Techo dañado por una tormenta cubierto con una lona azul después de retirar una rama caída', width: 1200, height: 900 },
  { src: 'gallery-12.jpg', alt: 'Sala restaurada con piso de madera nuevo, zócalos nuevos y paredes pintadas después de un daño por agua', width: 1200, height: 900 },
  { src: 'gallery-13.jpg', alt: 'Equipo con ropa de protección desinfecta el baño de un sótano después de un desborde de aguas negras', width: 1200, height: 900 },
  { src: 'gallery-14.jpg', alt: 'Vigas de refuerzo atornilladas junto a vigas del piso dañadas por el agua debajo de una casa antigua', width: 1200, height: 900 },
  { src: 'gallery-15.jpg', alt: 'Cajas de pertenencias limpias, marcadas por cuarto, en los estantes de un almacén', width: 1200, height: 900 },
  { src: 'gallery-16.jpg', alt: 'Purificador de aire HEPA con un ducto que saca el aire por una ventana durante la eliminación de moho', width: 1200, height: 900 },
] as const satisfies Localized<typeof en.galleryImages>;
