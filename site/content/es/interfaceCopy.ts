import type { FieldErrorCopy } from '../../contact/formCopy';
import { business } from '../business';
import type * as en from '../interfaceCopy';
import type { Localized } from '../localized';
import { locale } from './phrases';

/* The Spanish twin of `../interfaceCopy.ts`: the words of the site's controls. */

const callLabel = `Llame al ${business.phone.display}`;
const messageLabel = 'Escríbanos';
const ratingValue = business.rating.value.toLocaleString('es-US', { minimumFractionDigits: 1 });
const ratingBest = 5;
const numberFormat = new Intl.NumberFormat(locale);

export const interfaceCopy = {
  callLabel,
  messageLabel,
  header: {
    callLabel: 'Llame ahora',
    messageLabel,
    menuOpenLabel: 'Abrir menú',
    menuCloseLabel: 'Cerrar menú',
    menuLabel: 'Menú',
    mainNavLabel: 'Principal',
    skipLinkLabel: 'Saltar al contenido principal',
    homeLinkLabel: `${business.name}, inicio`,
  },
  footerLinksNavLabel: 'Más',
  breadcrumbCopy: { navLabel: 'Ruta de navegación' },
  embedCopy: {
    reviews: {
      ratingValue,
      ratingBest,
      ratingLabel: `Calificación de ${ratingValue} de ${ratingBest} en ${business.rating.count} reseñas`,
      countLabel: `${business.rating.count} reseñas`,
      readReviewsLabel: 'Lea nuestras reseñas',
      showLiveLabel: 'Mostrar reseñas en vivo',
      notice: 'Al mostrar las reseñas en vivo, se cargan desde nuestro proveedor de reseñas, que puede usar cookies.',
    },
    map: {
      loadLabel: 'Cargar mapa',
      notice: 'Al cargar el mapa, se conecta con Google Maps, que puede usar cookies.',
      openLabel: 'Abrir en Google Maps',
    },
    video: {
      playLabel: 'Ver video',
      notice: 'Al reproducir el video, se carga desde YouTube (modo de privacidad mejorada), que puede usar cookies.',
      watchLabel: 'Ver en YouTube',
    },
  },
  home: { readReviewsLabel: 'Lea nuestras reseñas', playLabel: 'Ver video', showMoreLabel: 'Ver más trabajos', showLessLabel: 'Ver menos' },
  servicesPage: {
    learnMoreLabel: 'Más información',
    learnMoreContext: (serviceTitle: string) => `sobre ${serviceTitle}`,
    cityLinkContext: (serviceTitle: string) => `${serviceTitle} en`,
  },
  servicePage: {
    emergencyHeading: (serviceTitle: string) => `${serviceTitle}: emergencias 24/7`,
    emergencyCallLabel: 'Línea de emergencia',
    cityLinkContext: (serviceTitle: string) => `${serviceTitle} en`,
  },
  cityPage: {
    heroHeading: (serviceTitle: string, city: string) => `${serviceTitle} en ${city}, GA`,
    localHeading: (city: string) => `Al servicio de ${city}`,
    emergencyHeading: (serviceTitle: string, city: string) => `${serviceTitle} en ${city}: emergencias 24/7`,
    emergencyCallLabel: 'Línea de emergencia',
    learnMoreContext: (serviceTitle: string, city?: string) => (city === undefined ? `sobre ${serviceTitle}` : `sobre ${serviceTitle} en ${city}`),
    locationLinkContext: (serviceTitle: string) => `${serviceTitle} en`,
    otherServicesHeading: (city: string) => `Otros servicios en ${city}`,
    learnMoreLabel: 'Más información',
    viewAllServicesLabel: 'Ver todos los servicios',
  },
  contactForm: {
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
      'crawl-space': 'Espacio de arrastre (crawl space)',
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
    callActionLabel: callLabel,
  },
  /** The shared schema's validation codes, in Spanish words. */
  formErrorMessages: {
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
  } satisfies FieldErrorCopy,
  blog: {
    categoriesLabel: 'Filtrar artículos por categoría',
    readTimeLabel: (minutes: number) => `${numberFormat.format(minutes)} min de lectura`,
    readMoreLabel: 'Leer artículo',
    bylinePrefix: 'Por',
    emptyText: 'Todavía no hay artículos en esta categoría.',
    resultsText: (count: number, category?: string) =>
      `${count === 1 ? 'Se muestra' : 'Se muestran'} ${numberFormat.format(count)} ${count === 1 ? 'artículo' : 'artículos'}${category === undefined ? '' : ` en ${category}`}`,
  },
  newsletter: {
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
  article: { backLabel: 'Todas las guías', publishedLabel: 'Publicado el', updatedLabel: 'Actualizado el' },
  notFound: { code: '404', homeLabel: 'Volver al inicio', servicesLabel: 'Ver nuestros servicios' },
} as const satisfies Localized<typeof en.interfaceCopy>;
