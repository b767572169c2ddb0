import { es } from '../../i18n/paths';
import { business } from '../business';
import type * as en from '../navigation';
import type { Localized } from '../localized';
import { citySummaries } from './citySummaries';
import { onSite } from './phrases';
import { serviceSummaries } from './serviceSummaries';

/* The Spanish twin of `../navigation.ts`: header, footer, breadcrumbs, closing call to action, embeds. */

export const mainNav = [
  { label: 'Inicio', href: es('/') },
  { label: 'Nosotros', href: es('/about') },
  { label: 'Servicios', href: es('/services') },
  { label: 'Equipo', href: es('/team') },
  { label: 'Preguntas', href: es('/faq') },
  { label: 'Contacto', href: es('/contact') },
] as const satisfies Localized<typeof en.mainNav>;

export const headerCopy = {
  emergencyNote: 'Servicio de emergencia 24/7',
  callLabel: 'Llame ahora',
  messageLabel: 'Escríbanos',
  messageHref: es('/contact'),
  menuOpenLabel: 'Abrir menú',
  menuCloseLabel: 'Cerrar menú',
  menuLabel: 'Menú',
  mainNavLabel: 'Principal',
  skipLinkLabel: 'Saltar al contenido principal',
  homeLinkLabel: `${business.name}, inicio`,
} as const satisfies Localized<typeof en.headerCopy>;

export const socialLinks = [
  { network: 'facebook', label: 'Facebook', href: business.social.facebook },
  { network: 'linkedin', label: 'LinkedIn', href: business.social.linkedin },
  { network: 'instagram', label: 'Instagram', href: business.social.instagram },
  { network: 'youtube', label: 'YouTube', href: business.social.youtube },
] as const satisfies Localized<typeof en.socialLinks>;

export const footer = {
  about: {
    heading: business.name,
    text: `Restauración profesional de daños por agua en ${business.homeTown.locality} y sus alrededores, con respuesta de emergencia 24/7 de un equipo familiar con certificación IICRC.`,
    certificationLabel: 'Certificación IICRC',
  },
  services: {
    heading: 'Servicios',
    links: serviceSummaries.map((service) => ({ label: service.shortTitle, href: es('/services') })),
  },
  contact: {
    heading: 'Contacto',
    phone: { label: business.phone.display, href: business.phone.href },
    email: { label: business.email, href: `mailto:${business.email}` },
    lines: [
      `${business.homeTown.locality}, ${business.homeTown.region} ${business.homeTown.postalCode}`,
      `Oficina: ${business.es.hours.office}`,
      business.es.hours.emergency,
    ],
  },
  serviceAreas: {
    heading: 'Zonas de servicio',
    links: citySummaries.map((city) => ({ label: `${city.name}, GA`, href: es(`/water-damage-restoration-${city.slug}-ga`) })),
  },
  links: {
    navLabel: 'Más',
    items: [
      { label: 'Blog', href: es('/blog') },
      { label: 'Política de privacidad', href: es('/privacy') },
    ],
  },
  copyright: `\u00a9 ${business.copyrightYear} ${business.name}. Todos los derechos reservados.`,
} as const satisfies Localized<typeof en.footer>;

export const breadcrumbCopy = {
  navLabel: 'Ruta de navegación',
} as const satisfies Localized<typeof en.breadcrumbCopy>;

const ratingValue = business.rating.value.toLocaleString('es-US', { minimumFractionDigits: 1 });
const ratingBest = 5;

export const embedCopy = {
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
} as const satisfies Localized<typeof en.embedCopy>;

export const emergencyCtaCopy = {
  heading: '¿Una emergencia de agua? Llame ya.',
  text: `Cada hora cuenta. Llame a cualquier hora, de día o de noche, y un equipo certificado llegará en ${onSite}.`,
  callLabel: `Llame al ${business.phone.display}`,
  messageLabel: 'Escríbanos',
} as const satisfies Localized<typeof en.emergencyCtaCopy>;
