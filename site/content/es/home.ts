import { es } from '../../i18n/paths';
import { business } from '../business';
import type * as en from '../home';
import type { Localized } from '../localized';
import { emergencyCtaCopy } from './navigation';
import { countyList, homeTown, onSite, ratingSummary, yearsOfExperience } from './phrases';

/* The Spanish twin of `../home.ts`: everything the home page says. */

export const audienceCards = [
  {
    title: 'Dueños de casa',
    description: 'Una fuga, una inundación o el moho son algo personal. Protegemos su casa y sus cosas, y le explicamos cada paso.',
    features: [
      'Técnicos respetuosos que cuidan sus pisos y muebles',
      'Ayuda para entender qué cubre su seguro',
      'Facturación directa a su aseguradora',
      'Una sola empresa desde la limpieza hasta las reparaciones',
    ],
  },
  {
    title: 'Negocios',
    description: 'Cada hora cerrado cuesta dinero. Trabajamos según su horario para que vuelva a abrir pronto y con seguridad.',
    features: [
      'Trabajo fuera de horario y en fines de semana',
      'Contención de la zona dañada para que el resto siga abierto',
      'Documentación para arrendadores, aseguradoras e inspectores',
      'Aguas negras y agua contaminada tratadas según las normas de salud',
    ],
  },
  {
    title: 'Administradores de propiedades',
    description: 'Una sola llamada cubre unidades ocupadas, unidades vacías y áreas comunes, con informes útiles para dueños y asociaciones.',
    features: [
      'Coordinación con inquilinos y juntas de asociaciones',
      'Fotos y registros de humedad unidad por unidad',
      'Trabajos terminados rápido en unidades vacías',
      'Un solo contacto para todas sus propiedades',
    ],
  },
] as const satisfies Localized<typeof en.audienceCards>;

export const homePage = {
  hero: {
    eyebrow: 'Servicio de emergencia 24/7',
    heading: `Restauración de daños por agua en ${homeTown}`,
    subheading: `Somos una empresa familiar con certificación IICRC y ${yearsOfExperience} de experiencia. Nuestro equipo llega en ${onSite}, de día o de noche, para detener el daño y dejar su casa como antes.`,
    callLabel: `Llame al ${business.phone.display}`,
    messageLabel: 'Escríbanos',
    image: 'hero/home-hero.jpg',
    imageAlt: 'Un técnico de restauración instala equipos de secado en una sala dañada por el agua',
  },
  reviews: {
    heading: 'Lo que dicen nuestros vecinos',
    summary: ratingSummary,
    fallbackText: `Calificación de ${ratingSummary} de familias y negocios de toda nuestra zona de servicio.`,
    readReviewsLabel: 'Lea nuestras reseñas',
  },
  familyOwned: {
    heading: 'Una empresa familiar de confianza',
    paragraphs: [
      `${business.name} ha sido un negocio familiar desde el primer día. Durante ${yearsOfExperience} hemos ayudado a nuestros vecinos de ${business.homeTown.locality} y los condados cercanos con tuberías reventadas, inundaciones por tormentas, desbordes de aguas negras y moho, casa por casa.`,
      'Usted habla con las personas que hacen el trabajo, no con un centro de llamadas. Le explicamos lo que encontramos, le mostramos las lecturas de humedad y las fotos, y le decimos con claridad qué hay que cambiar y qué se puede salvar.',
    ],
  },
  map: {
    heading: 'Al servicio de nuestra comunidad',
    text: `Desde ${business.homeTown.locality} atendemos ${countyList}, con equipos que llegan a la mayoría de las casas en ${onSite}.`,
  },
  services: {
    heading: 'Nuestros servicios',
    intro: 'Todo lo necesario para recuperarse de daños por agua, moho y aguas negras, con un solo equipo certificado.',
  },
  audiences: {
    heading: 'A quién ayudamos',
  },
  video: {
    heading: 'Vea cómo trabajamos',
    text: 'Un vistazo a cómo nuestro equipo saca el agua, instala los equipos de secado y mide la humedad hasta que la casa queda seca de verdad.',
    playLabel: 'Ver video',
  },
  accordions: {
    heading: 'Cómo funciona la restauración de daños por agua',
    intro: 'Cómo se hace el trabajo y por qué se hace en ese orden.',
  },
  gallery: {
    heading: 'Nuestro trabajo',
    intro: 'Trabajos reales en nuestra zona de servicio: secado, eliminación de moho, espacios de arrastre y reconstrucciones.',
    showMoreLabel: 'Ver más trabajos',
    showLessLabel: 'Ver menos',
  },
  emergencyCta: emergencyCtaCopy,
} as const satisfies Localized<typeof en.homePage>;

export const homeServices = [
  {
    icon: 'Droplets',
    title: 'Restauración de daños por agua',
    description: 'Extracción, secado estructural y reparaciones después de fugas, tuberías reventadas y fallas de electrodomésticos.',
    href: es('/water-restoration'),
  },
  {
    icon: 'Wind',
    title: 'Inspección y eliminación de moho',
    description: 'Pruebas para encontrar moho escondido, retiro controlado y las reparaciones de humedad que evitan que vuelva.',
    href: es('/mold-inspection'),
  },
  {
    icon: 'House',
    title: 'Limpieza de espacios de arrastre',
    description: 'Limpieza, cambio de aislamiento y barreras de vapor para espacios de arrastre (crawl spaces) húmedos y con olor a humedad.',
    href: es('/crawl-space-cleanup'),
  },
  {
    icon: 'Biohazard',
    title: 'Limpieza de aguas negras',
    description: 'Retiro seguro del agua contaminada, desinfección y control de olores después de un desborde.',
    href: es('/sewage-cleanup'),
  },
  {
    icon: 'Siren',
    title: 'Respuesta de emergencia 24/7',
    description: `Una persona real contesta a cualquier hora y un equipo llega en ${onSite} para detener el daño.`,
    href: es('/contact'),
  },
  {
    icon: 'FileText',
    title: 'Ayuda con reclamos al seguro',
    description: 'Fotos, registros de humedad y presupuestos detallados para su ajustador, con facturación directa a su aseguradora.',
    href: es('/faq'),
  },
  {
    icon: 'Waves',
    title: 'Daños por tormentas e inundaciones',
    description: 'Limpieza después de escorrentías, arroyos crecidos y lluvia con viento, desde cubrir el techo con lona hasta el secado.',
    href: es('/water-restoration'),
  },
  {
    icon: 'Hammer',
    title: 'Reparación de sótanos',
    description: 'Secado, limpieza y reconstrucción de sótanos terminados, más consejos de drenaje para mantenerlos secos.',
    href: es('/services'),
  },
  {
    icon: 'Wrench',
    title: 'Reparaciones estructurales',
    description: 'Subpisos, vigas, soleras y estructura debilitados por fugas de años, reparados conforme al código de construcción.',
    href: es('/services'),
  },
  {
    icon: 'Award',
    title: 'Restauración de pertenencias',
    description: 'Limpieza, secado y almacenaje de muebles, documentos, fotos y recuerdos.',
    href: es('/services'),
  },
  {
    icon: 'ShieldCheck',
    title: 'Eliminación de olores',
    description: 'Retiramos la fuente, limpiamos y tratamos el aire contra olores a humedad, humo y aguas negras que no se van.',
    href: es('/services'),
  },
  {
    icon: 'BadgeCheck',
    title: 'Detección de humedad',
    description: 'Cámaras térmicas y medidores que encuentran fugas escondidas detrás de las paredes, bajo los pisos y en los cielos rasos.',
    href: es('/services'),
  },
] as const satisfies Localized<typeof en.homeServices>;

export const homeAccordions = [
  {
    id: 'restoration-process',
    heading: 'Nuestro proceso de restauración',
    items: [
      {
        question: 'Paso 1: Inspección y evaluación de daños',
        answer:
          'Encontramos la fuente, revisamos riesgos de seguridad y marcamos cada zona mojada con medidores de humedad y cámaras térmicas. Luego le explicamos el plan y el tiempo probable antes de empezar.',
      },
      {
        question: 'Paso 2: Extracción del agua',
        answer:
          'Bombas y extractores potentes sacan el agua estancada y el agua de la alfombra y el acolchado. Así el secado toma menos tiempo y la estructura sufre menos.',
      },
      {
        question: 'Paso 3: Secado y deshumidificación',
        answer:
          'Ventiladores de secado y deshumidificadores comerciales secan paredes, pisos y estructura. Tomamos lecturas cada día y ajustamos los equipos hasta que cada material llega a su nivel de secado.',
      },
      {
        question: 'Paso 4: Limpieza, desinfección y restauración',
        answer:
          'Limpiamos y tratamos las superficies contra el moho y los olores. Luego reparamos o cambiamos paneles de yeso, pisos y molduras para que su casa quede como estaba.',
      },
    ],
  },
  {
    id: 'water-extraction',
    heading: 'La extracción de agua, explicada',
    items: [
      {
        question: '¿Por qué es tan importante sacar el agua rápido?',
        answer:
          'Cada hora que el agua se queda, sube más por los paneles de yeso y entra más en el subpiso. El moho puede empezar en 24 a 48 horas. Sacar el agua pronto es lo que más decide cuánto se puede salvar.',
      },
      {
        question: '¿Qué equipos usan?',
        answer:
          'Extractores montados en camión para daños grandes, extractores portátiles para pisos altos y lugares estrechos, bombas sumergibles para agua profunda y herramientas con peso que exprimen el agua de la alfombra y el acolchado.',
      },
      {
        question: '¿Se puede salvar la alfombra?',
        answer:
          'Una alfombra mojada con agua limpia muchas veces se seca en su lugar y se vuelve a colocar, aunque el acolchado casi siempre se cambia. Si se mojó con aguas grises o negras, o pasó demasiado tiempo mojada, se retira.',
      },
      {
        question: '¿Cómo encuentran el agua que no se ve?',
        answer:
          'La cámara térmica muestra las zonas frías y mojadas detrás de las paredes y bajo los pisos, y los medidores de humedad lo confirman. Marcamos el agua escondida antes de empezar para no cerrar nada mojado.',
      },
    ],
  },
  {
    id: 'why-choose-us',
    heading: 'Por qué elegirnos',
    items: [
      {
        question: 'Empresa familiar y local',
        answer: `Llevamos ${yearsOfExperience} sirviendo a nuestros vecinos. Cuando llama, habla con gente que vive aquí y responde por su trabajo en la misma comunidad.`,
      },
      {
        question: 'Respuesta de emergencia 24/7',
        answer: `El agua no espera al horario de oficina, y nosotros tampoco. Una persona real contesta a cualquier hora y un equipo llega en ${onSite}.`,
      },
      {
        question: 'Técnicos con certificación IICRC',
        answer:
          'Nuestro equipo está capacitado y certificado según las normas de la industria que usan las aseguradoras, así que el trabajo se hace bien y se documenta como lo esperan los ajustadores.',
      },
      {
        question: 'Facturación directa al seguro',
        answer:
          'Documentamos el daño, preparamos el presupuesto y le cobramos directamente a su aseguradora, para que usted se ocupe de su familia y no de los papeles.',
      },
    ],
  },
] as const satisfies Localized<typeof en.homeAccordions>;
