import { business } from '../business';
import type { Localized } from '../localized';
import type * as en from '../pageMeta';
import { countyList, homeTown, onSite, yearsOfExperienceOpening } from './phrases';

/** The Spanish twin of `../pageMeta.ts`: the search metadata of the static pages. */
export const pageMeta = {
  home: {
    title: `Restauración de daños por agua y moho 24/7 en ${homeTown}`,
    description: `Empresa familiar: daños por agua, moho, espacios de arrastre y aguas negras en ${homeTown} y condados vecinos. Certificación IICRC; llegamos en ${onSite}.`,
    keywords: ['daños por agua', 'restauración de daños por agua', 'eliminación de moho', 'limpieza de aguas negras', 'limpieza de espacios de arrastre', 'sótano inundado', `${business.homeTown.locality} GA`],
    image: 'hero/home-hero.jpg',
  },
  about: {
    title: 'Quiénes somos: una empresa familiar de restauración',
    description: `${yearsOfExperienceOpening} restaurando daños por agua en ${homeTown} como empresa familiar: nuestra historia, nuestra misión y los valores detrás de cada trabajo.`,
    keywords: ['quiénes somos', 'empresa familiar de restauración', 'certificación IICRC', `${business.homeTown.locality} GA`],
  },
  team: {
    title: 'Conozca a nuestro equipo de restauración',
    description: 'Conozca a los dueños, a la gerente de oficina y a los técnicos con certificación IICRC que contestan su llamada y restauran su casa.',
    keywords: ['equipo de restauración', 'técnicos certificados IICRC', 'empresa familiar'],
  },
  services: {
    title: 'Servicios de agua, moho, espacio de arrastre y aguas negras',
    description: `Daños por agua, inspección de moho, limpieza de espacios de arrastre y de aguas negras en ${countyList}.`,
    keywords: ['servicios de restauración', 'daños por agua', 'inspección de moho', 'espacio de arrastre', 'aguas negras'],
  },
  faq: {
    title: 'Preguntas frecuentes sobre daños por agua y moho',
    description: 'Respuestas sobre las categorías de daños por agua, el moho, el tiempo de secado, los reclamos al seguro de vivienda y qué esperar durante la restauración.',
    keywords: ['preguntas sobre daños por agua', 'moho', 'seguro de vivienda', 'reclamo al seguro', 'proceso de restauración'],
  },
  contact: {
    title: 'Contacto de emergencia 24/7',
    description: `Llame al ${business.phone.display} a cualquier hora o envíenos un mensaje. Ayuda con daños por agua, moho y aguas negras en ${homeTown} y alrededores.`,
    keywords: ['contacto', 'emergencia por agua', 'daños por agua cerca de mí', `${business.homeTown.locality} GA`],
  },
  blog: {
    title: 'Guías y consejos para prevenir daños por agua',
    description: 'Guías sobre emergencias de agua, cómo prevenir el moho con la humedad de Georgia, reclamos al seguro y los riesgos de cada temporada.',
    keywords: ['consejos daños por agua', 'prevenir moho', 'reclamo al seguro', 'mantenimiento del hogar'],
  },
  privacy: {
    title: 'Política de privacidad',
    description: 'Qué recogen el formulario de contacto y el boletín, adónde van los datos, cuánto tiempo se guardan, qué servicios externos se cargan y cómo pedir que se borren.',
    keywords: ['política de privacidad', 'conservación de datos', 'privacidad del formulario'],
  },
  notFound: {
    title: 'Página no encontrada',
    description: 'La página que buscaba no existe. Vuelva a la página de inicio o llámenos si tiene una emergencia.',
    keywords: [],
    noindex: true,
  },
} as const satisfies Localized<typeof en.pageMeta>;
