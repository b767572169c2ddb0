import type * as en from '../cities';
import type { Localized } from '../localized';
import type { City, CitySlug, CitySummary } from '../types';
import { withDetails } from '../withDetails';
import { citySummaries } from './citySummaries';

type CityDetails = Omit<City, keyof CitySummary>;

/** The Spanish twin of `../cities.ts`. Place names stay as they are; what is said about them is Spanish. */
const cityDetails = {
  loganville: {
    landmarks: ['Loganville Town Green', 'Historic Rock Gym', 'Vines Botanical Gardens', 'Bay Creek Park'],
    neighborhoods: ['Main Street, en el centro', 'Zona de Ozora Road', 'Between', 'Walnut Grove'],
    description:
      'Loganville está a ambos lados de la línea entre los condados de Walton y Gwinnett, sobre la US 78 y la Highway 20. El viejo pueblo ferroviario alrededor de Main Street y el Town Green está rodeado de vecindarios construidos desde los años noventa, y más allá, de campos y terrenos con árboles donde muchas casas tienen pozo de agua y pozo séptico propios. El crecimiento ha sido rápido, y muchas casas ya tienen la edad en que fallan sus primeros calentadores de agua, mangueras de suministro y techos.',
    waterRisks: [
      'Los arroyos que alimentan el río Alcovy y Big Haynes Creek drenan la zona, así que los terrenos bajos se inundan con las lluvias largas',
      'La arcilla roja compacta no absorbe la lluvia y la manda hacia los cimientos',
      'Las casas fuera del alcantarillado de la ciudad dependen de pozos sépticos que se devuelven cuando el campo de drenaje está saturado',
      'Muchas casas de los años noventa y dos mil tienen espacio de arrastre o sótanos terminados en parte',
    ],
  },
  grayson: {
    landmarks: ['Grayson Community Park and Arts Center', 'Grayson High School', 'Tribble Mill Park', 'Grayson City Hall, en Grayson Parkway'],
    neighborhoods: ['Centro de Grayson', 'Corredor de Grayson Highway', 'Zona de Rosebud Road', 'Zona de Tribble Mill Parkway'],
    description:
      'Grayson conserva un centro de pueblo pequeño sobre Grayson Parkway, con su parque comunitario, un centro de artes en una granja histórica y el fútbol americano de los viernes en Grayson High. Alrededor, grandes vecindarios de finales de los noventa y de los dos mil llenan las lomas entre Lawrenceville y Loganville. Son casas de dos pisos con sótano completo, muchos terminados años después de construir la casa, en terrenos cortados en la ladera.',
    waterRisks: [
      'Los terrenos en ladera mandan el agua de lluvia contra la pared del sótano que da a la cuesta',
      'Los sótanos terminados después de la construcción suelen esconder fugas lentas detrás del panel de yeso y la alfombra',
      'En las casas de dos pisos con lavandería arriba, una manguera rota moja los dos pisos',
      'Los arroyos que alimentan Big Haynes Creek y el río Alcovy crecen rápido después de las tormentas de verano',
    ],
  },
  snellville: {
    landmarks: ['The Grove at Towne Center', 'T.W. Briscoe Park', 'Lenora Park', 'Piedmont Eastside Medical Center'],
    neighborhoods: ['Distrito de Towne Center', 'Centerville', 'Summit Chase', 'Zona de Lenora Church Road'],
    description:
      'Snellville creció en el cruce de la US 78 y Scenic Highway, y hoy tiene un centro peatonal en The Grove at Towne Center. Gran parte de las casas se construyeron entre los años setenta y noventa: casas de dos niveles (split-level), casas de un piso sobre espacio de arrastre y casas de dos pisos con sótano, muchas ya en manos de su segundo o tercer dueño. La plomería original, los calentadores de agua viejos y las uniones entre losa y sótano son buena parte de lo que vemos aquí.',
    waterRisks: [
      'Las casas de los setenta y ochenta pueden tener todavía tuberías galvanizadas originales y desagües envejecidos',
      'El nivel de abajo de las casas split-level queda en parte bajo tierra y se moja cuando las canaletas se desbordan',
      'Los afluentes del río Yellow y los estanques de retención de los vecindarios se desbordan en las tormentas fuertes',
      'La arcilla roja mantiene el agua contra los cimientos durante días después de una lluvia fuerte',
    ],
  },
  monroe: {
    landmarks: ['Historic Walton County Courthouse', 'Davis-Edwards House', 'McDaniel-Tichenor House', 'Monroe-Walton Center for the Arts'],
    neighborhoods: ['Distrito histórico del centro', 'Barrios del antiguo pueblo textil', 'Corredor de North Broad Street', 'Good Hope'],
    description:
      'Monroe es la sede del condado de Walton, construida alrededor de su palacio de justicia de 1884 y un centro conocido por sus tiendas de antigüedades. Sus casas están entre las más antiguas de nuestra zona: casas victorianas y de estilo Craftsman cerca del centro, y filas de casitas construidas para los trabajadores de la fábrica de algodón, casi todas levantadas sobre pilares de ladrillo encima de espacios de arrastre poco profundos. Los vecindarios nuevos se extienden por las carreteras hacia Loganville y Social Circle.',
    waterRisks: [
      'Las casitas antiguas del pueblo textil están sobre pilares, encima de espacios de arrastre abiertos y ventilados',
      'Las tuberías de desagüe viejas, de barro y de hierro fundido, se rajan y dejan entrar raíces, lo que causa desbordes',
      'El río Alcovy al oeste y el río Apalachee al este inundan los terrenos bajos en los años de lluvia',
      'Las paredes de yeso y los pisos de pino antiguo de las casas históricas necesitan un secado lento y cuidadoso',
    ],
  },
  bethlehem: {
    landmarks: ['Oficina de correos de Bethlehem', 'Fort Yargo State Park', 'Star Street y Manger Avenue', 'La Georgia 316 en Bethlehem'],
    neighborhoods: ['Centro de Bethlehem', 'Statham', 'Carl', 'Winder'],
    description:
      'Bethlehem es un pueblo pequeño del condado de Barrow sobre la Highway 11, conocido sobre todo por el matasellos navideño que su oficina de correos pone en tarjetas de todo el estado. El pueblo está entre campos de cultivo y los vecindarios nuevos que han seguido el corredor de la Georgia 316 entre Atlanta y Athens. Gran parte de la zona usa pozo de agua y pozo séptico propios, y muchas casas son nuevas, sobre losa o sobre espacio de arrastre.',
    waterRisks: [
      'La mayoría de las casas fuera del centro usan pozo séptico y pozo de agua propios',
      'Las casas nuevas en terrenos nivelados pueden asentarse y cambiar el camino del agua de lluvia en los primeros años',
      'El río Apalachee y sus afluentes drenan los terrenos al sur del pueblo',
      'Las bombas de pozo y los tanques de presión en espacios de arrastre y garajes fallan sin aviso',
    ],
  },
  lawrenceville: {
    landmarks: ['Historic Gwinnett County Courthouse', 'Aurora Theatre', 'Georgia Gwinnett College', 'Rhodes Jordan Wayside Park'],
    neighborhoods: ['Centro de Lawrenceville', 'Collins Hill', 'Corredor de Sugarloaf Parkway', 'Zona de Hurricane Shoals Road'],
    description:
      'Lawrenceville es la sede del condado de Gwinnett, con una plaza histórica alrededor del palacio de justicia, el Aurora Theatre y un centro que sigue creciendo. Fuera de la plaza, la ciudad mezcla casas de principios del siglo XX, casas de un piso de mediados de siglo, comunidades de casas adosadas y grandes vecindarios alrededor de Collins Hill y Sugarloaf Parkway, además de muchas viviendas de alquiler y edificios de apartamentos cerca de Georgia Gwinnett College y el hospital.',
    waterRisks: [
      'El río Yellow y el río Alcovy nacen cerca de Lawrenceville, y sus arroyos crecen rápido en las tormentas',
      'Las paredes compartidas de casas adosadas y apartamentos dejan que la fuga de una unidad llegue a la de al lado',
      'Las casas de un piso de mediados de siglo sobre espacio de arrastre tienen ductos y aislamiento originales que atrapan humedad',
      'El desarrollo rápido ha aumentado el agua de lluvia que baja hacia los barrios más antiguos',
    ],
  },
} as const satisfies Record<CitySlug, Localized<CityDetails>>;

export const cities = withDetails(citySummaries, cityDetails) satisfies Localized<typeof en.cities>;

export type ServiceCity = (typeof cities)[number];

export function findCity(slug: string): ServiceCity | undefined {
  return cities.find((city) => city.slug === slug);
}
