import type { FieldErrorCopy } from '../../contact/formCopy';
import { business } from '../business';
import type { Localized } from '../localized';
import type * as en from '../pages';
import { countyLine, countyList, homeTown, locale, onSite, typicalJob, yearsOfExperienceOpening } from './phrases';

/* The Spanish twin of `../pages.ts`: the static pages and the shared page templates. */

const { hours } = business.es;

export const aboutValues = [
  {
    icon: 'ShieldCheck',
    title: 'Honestidad',
    description: 'Le decimos lo que encontramos, le mostramos las lecturas y nunca cambiamos lo que se puede secar y salvar.',
  },
  {
    icon: 'Clock',
    title: 'Rapidez',
    description: `El daño crece con cada hora. Contestamos día y noche y llegamos en ${onSite}.`,
  },
  {
    icon: 'Award',
    title: 'Trabajo bien hecho',
    description: 'Métodos certificados, secado comprobado y reparaciones terminadas como las querríamos en nuestra propia casa.',
  },
  {
    icon: 'House',
    title: 'La familia primero',
    description: 'Somos una empresa familiar y tratamos cada casa, y a la familia que vive en ella, con ese mismo cuidado.',
  },
] as const satisfies Localized<typeof en.aboutValues>;

export const aboutStats = [
  { value: business.yearsExperienceLabel, label: 'Años de experiencia' },
  { value: '100%', label: 'Con licencia y seguro' },
  { value: '24/7', label: 'Respuesta de emergencia' },
] as const satisfies Localized<typeof en.aboutStats>;

export const aboutPage = {
  heading: `Quiénes somos: ${business.name}`,
  intro: business.es.shortDescription,
  story: {
    heading: 'Nuestra historia',
    paragraphs: [
      `${business.name} empezó en ${business.foundedYear} con un camión, unos cuantos ventiladores de secado y una idea sencilla: quien tiene la casa inundada merece un equipo que llegue rápido, le explique lo que pasa y haga bien el trabajo a la primera.`,
      `${yearsOfExperienceOpening} después seguimos siendo una empresa familiar con base en ${business.homeTown.locality}. Tenemos más camiones y más equipos de secado, y nuestros técnicos tienen certificaciones IICRC en restauración de daños por agua, secado estructural aplicado y eliminación de moho, pero la idea es la misma.`,
      `La mayoría de los trabajos en casas se terminan en ${typicalJob}, y muchos clientes vuelven años después o nos recomiendan a sus vecinos. Esa es la medida que más nos importa.`,
    ],
  },
  mission: {
    heading: 'Nuestra misión',
    text: 'Restaurar casas y negocios con rapidez, honestidad y cuidado, para que cada cliente tenga una propiedad seca, limpia y segura de verdad, y la tranquilidad de que el trabajo se hizo bien.',
  },
  valuesHeading: 'Nuestros valores',
  statsHeading: 'Experiencia con la que puede contar',
  certification: {
    label: 'Certificación IICRC',
    text: 'Nuestros técnicos están certificados por el IICRC (Institute of Inspection, Cleaning and Restoration Certification), cuyas normas son la referencia de aseguradoras e inspectores.',
  },
} as const satisfies Localized<typeof en.aboutPage>;

export const teamPage = {
  heading: 'Conozca a nuestro equipo',
  intro: `Las personas que contestan su llamada y llegan a su puerta. Todas están capacitadas, certificadas y son parte de la familia ${business.name}.`,
  staffHeading: 'El equipo detrás de cada trabajo',
} as const satisfies Localized<typeof en.teamPage>;

export const servicesPage = {
  heading: 'Nuestros servicios',
  intro: `Cuatro servicios principales, cada uno hecho de principio a fin por nuestro propio equipo certificado, disponibles día y noche en ${countyList}.`,
  availableInLabel: 'Disponible en',
  detailsLabel: 'Qué incluye',
  emergencyBadge: 'Emergencias 24/7',
  callLabel: `Llame al ${business.phone.display}`,
  messageLabel: 'Escríbanos',
  learnMoreLabel: 'Más información',
  learnMoreContext: (serviceTitle: string) => `sobre ${serviceTitle}`,
  cityLinkContext: (serviceTitle: string) => `${serviceTitle} en`,
} as const satisfies Localized<typeof en.servicesPage>;

const emergencyResponseText = `Contestamos 24/7, también de noche, los fines de semana y los días festivos, y un equipo llega en ${onSite}. Cuanto antes empecemos, más podemos salvar.`;

export const servicePageCopy = {
  processHeading: 'Nuestro proceso',
  detailsHeading: 'Qué hacemos',
  faqHeading: 'Preguntas frecuentes',
  citiesHeading: 'Dónde trabajamos',
  ctaHeading: '¿Listo para empezar?',
  ctaText: `Llámenos a cualquier hora. Un equipo llega en ${onSite} y nos encargamos de los papeles del seguro.`,
  callLabel: `Llame al ${business.phone.display}`,
  messageLabel: 'Escríbanos',
  emergencyHeading: (serviceTitle: string) => `${serviceTitle}: emergencias 24/7`,
  emergencyText: emergencyResponseText,
  emergencyCallLabel: 'Línea de emergencia',
  cityLinkContext: (serviceTitle: string) => `${serviceTitle} en`,
} as const satisfies Localized<typeof en.servicePageCopy>;

export const relatedReadingCopy = {
  heading: 'Lectura recomendada',
} as const satisfies Localized<typeof en.relatedReadingCopy>;

export const cityPageCopy = {
  heroHeading: (serviceTitle: string, city: string) => `${serviceTitle} en ${city}, GA`,
  detailsHeading: 'Detalles del servicio',
  landmarksHeading: 'Lugares conocidos',
  neighborhoodsHeading: 'Barrios que atendemos',
  localHeading: (city: string) => `Al servicio de ${city}`,
  emergencyHeading: (serviceTitle: string, city: string) => `${serviceTitle} de emergencia en ${city}`,
  emergencyText: emergencyResponseText,
  emergencyCallLabel: 'Línea de emergencia',
  callLabel: `Llame al ${business.phone.display}`,
  messageLabel: 'Escríbanos',
  learnMoreContext: (serviceTitle: string, city?: string) =>
    city === undefined ? `sobre ${serviceTitle}` : `sobre ${serviceTitle} en ${city}`,
  locationLinkContext: (serviceTitle: string) => `${serviceTitle} en`,
  otherLocationsHeading: 'Otras zonas de servicio',
  otherServicesHeading: (city: string) => `Otros servicios en ${city}`,
  learnMoreLabel: 'Más información',
  viewAllServicesLabel: 'Ver todos los servicios',
  faqHeading: 'Preguntas frecuentes',
  relatedServicesHeading: 'Servicios relacionados',
} as const satisfies Localized<typeof en.cityPageCopy>;

export const faqPage = {
  heading: 'Preguntas frecuentes',
  intro: 'Respuestas claras a lo que más nos preguntan sobre daños por agua, moho, el seguro de vivienda y qué esperar.',
  ctaHeading: '¿Tiene más preguntas?',
  ctaText: `Llámenos al ${business.phone.display} o envíenos un mensaje. Con gusto le ayudamos, aunque todavía no sepa si nos necesita.`,
  callLabel: `Llame al ${business.phone.display}`,
  messageLabel: 'Escríbanos',
} as const satisfies Localized<typeof en.faqPage>;

export const contactCards = [
  {
    icon: 'Phone',
    title: 'Llámenos',
    lines: [business.phone.display, hours.emergency],
    href: business.phone.href,
  },
  {
    icon: 'Mail',
    title: 'Escríbanos un correo',
    lines: [business.email, 'Respondemos en un día hábil'],
    href: `mailto:${business.email}`,
  },
  {
    icon: 'MapPin',
    title: 'Zona de servicio',
    lines: [`Con base en ${homeTown} ${business.homeTown.postalCode}`, countyLine],
  },
  {
    icon: 'Clock',
    title: 'Horario',
    lines: [`Oficina: ${hours.office}`, 'Emergencias: 24/7'],
  },
] as const satisfies Localized<typeof en.contactCards>;

/** The contact page's list: city names stay as they are, counties read in Spanish. */
export const contactServiceAreas = [
  'Loganville',
  'Monroe',
  'Snellville',
  'Grayson',
  'Lawrenceville',
  'Lilburn',
  'Stone Mountain',
  'Conyers',
  'Covington',
  'Social Circle',
  'Condado de Walton',
  'Condado de Gwinnett',
  'Condado de Newton',
  'Condado de Rockdale',
] as const satisfies Localized<typeof en.contactServiceAreas>;

export const contactPage = {
  heading: 'Contáctenos',
  intro: 'Cuéntenos qué pasó y le responderemos pronto. Si tiene una fuga activa, una inundación o aguas negras, llame ahora en lugar de escribir.',
  emergency: {
    heading: 'Servicio de emergencia 24/7',
    text: `¿Tiene agua o aguas negras en su casa en este momento? Llame y un equipo llegará en ${onSite}.`,
    callLabel: `Llame al ${business.phone.display}`,
  },
  cardsHeading: 'Cómo comunicarse con nosotros',
  serviceAreasHeading: 'Zonas de servicio',
  facebookLabel: 'Síganos en Facebook',
  mapHeading: 'Dónde trabajamos',
  form: {
    anchorId: 'contact-form',
    heading: 'Envíenos un mensaje',
    intro: 'Los campos marcados con * son obligatorios.',
    labels: {
      fullName: 'Nombre completo',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      serviceNeeded: 'Servicio que necesita',
      message: 'Mensaje',
    },
    messagePlaceholder: 'Cuéntenos qué pasó...',
    servicePlaceholder: 'Elija un servicio',
    serviceOptionLabels: {
      'water-damage': 'Daños por agua',
      'mold-inspection': 'Inspección de moho',
      'crawl-space': 'Espacio de arrastre',
      'sewage-cleanup': 'Limpieza de aguas negras',
      emergency: 'Servicio de emergencia',
      other: 'Otro',
    },
    honeypotLabel: 'Deje este campo vacío',
    submitLabel: 'Enviar mensaje',
    sendingLabel: 'Enviando...',
    noScriptText: `Este formulario necesita JavaScript para enviarse. Llámenos al ${business.phone.display} o escríbanos a ${business.email}, de día o de noche.`,
    successMessage: '¡Mensaje enviado! Le responderemos pronto.',
    queuedMessage: `Recibimos su mensaje y nos comunicaremos con usted pronto. Si está entrando agua ahora mismo, llame al ${business.phone.display}.`,
    errorMessage: 'No se pudo enviar el mensaje. Inténtelo de nuevo o llámenos directamente.',
    rateLimitedMessage: `Recibimos demasiados mensajes desde su conexión en los últimos minutos. Llámenos al ${business.phone.display} o inténtelo de nuevo en unos minutos. Lo que escribió sigue aquí.`,
    callActionLabel: `Llame al ${business.phone.display}`,
  },
} as const satisfies Localized<typeof en.contactPage>;

/** The shared schema's validation codes, in Spanish words. */
export const formErrorMessages = {
  byCode: {
    required: 'Complete este campo.',
    invalid_email: 'Escriba un correo electrónico como nombre@ejemplo.com.',
    too_long: 'Es más largo de lo que podemos aceptar. Acórtelo, por favor.',
    invalid_characters: 'Quite los saltos de línea y los caracteres especiales.',
    invalid_option: 'Elija un servicio de la lista.',
    invalid_type: 'Revise este campo e inténtelo de nuevo.',
  },
  byField: {
    fullName: { required: 'Escriba su nombre.' },
    email: { required: 'Escriba su correo electrónico.' },
    phone: { invalid_characters: 'Use solo números, espacios y + ( ) - .' },
    message: { required: 'Cuéntenos qué pasó.' },
  },
  tooLong: 'Acórtelo a {max} caracteres o menos.',
  summary: { one: 'Hay un campo que necesita su atención.', other: 'Hay {count} campos que necesitan su atención.' },
} as const satisfies FieldErrorCopy;

const numberFormat = new Intl.NumberFormat(locale);

export const blogPage = {
  heading: 'Guías sobre daños por agua',
  intro: 'Consejos prácticos de nuestro equipo sobre emergencias, cómo prevenir el moho, reclamos al seguro y cómo proteger su casa en cada temporada.',
  categoriesLabel: 'Filtrar artículos por categoría',
  readTimeLabel: (minutes: number) => `${numberFormat.format(minutes)} min de lectura`,
  readMoreLabel: 'Leer artículo',
  bylinePrefix: 'Por',
  emptyText: 'Todavía no hay artículos en esta categoría.',
  articlesHeading: 'Artículos recientes',
  resultsText: (count: number, category?: string) =>
    `${count === 1 ? 'Se muestra' : 'Se muestran'} ${numberFormat.format(count)} ${count === 1 ? 'artículo' : 'artículos'}${category === undefined ? '' : ` en ${category}`}`,
  newsletter: {
    heading: 'Esté preparado',
    text: 'Recordatorios de mantenimiento y consejos para prevenir daños por agua, unas pocas veces al año. Sin correo basura.',
    emailLabel: 'Correo electrónico',
    emailPlaceholder: 'usted@ejemplo.com',
    honeypotLabel: 'Deje este campo vacío',
    submitLabel: 'Suscribirme',
    pendingLabel: 'Suscribiendo...',
    noScriptText: `Para suscribirse se necesita JavaScript. También puede pedir los consejos por correo a ${business.email}.`,
    successMessage: 'Ya casi: revise su correo y abra el enlace que le enviamos para confirmar su suscripción.',
    errorMessage: 'No pudimos completar su suscripción en este momento. Inténtelo de nuevo en un rato.',
    rateLimitedMessage: 'Recibimos demasiadas solicitudes desde su conexión en los últimos minutos. Inténtelo de nuevo en unos minutos.',
  },
} as const satisfies Localized<typeof en.blogPage>;

export const articlePageCopy = {
  backLabel: 'Todas las guías',
  publishedLabel: 'Publicado',
  updatedLabel: 'Actualizado',
  ctaHeading: '¿Necesita ayuda ahora?',
  ctaText: `Nuestro equipo contesta 24/7 y llega en ${onSite}.`,
  callLabel: `Llame al ${business.phone.display}`,
  messageLabel: 'Escríbanos',
  moreHeading: 'Más guías',
} as const satisfies Localized<typeof en.articlePageCopy>;

export const notFoundPage = {
  code: '404',
  message: '¡Uy! No encontramos la página',
  text: 'La página que buscaba se movió o nunca existió. Con estos enlaces puede llegar adonde necesita ir.',
  homeLabel: 'Volver al inicio',
  servicesLabel: 'Ver nuestros servicios',
  callLabel: `Llame al ${business.phone.display}`,
} as const satisfies Localized<typeof en.notFoundPage>;

