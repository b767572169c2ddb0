/**
 * Every fact about the business, in one place. Pages, meta tags, JSON-LD, the sitemap, the feed and
 * the contact emails read them from here; change a fact here and the whole site follows.
 */
declare const __SITE_URL__: string | undefined;
// Vite writes SITE_URL into both bundles at build time (so browser and server agree on canonical
// URLs); tests and Node scripts read the environment directly.
const siteUrlFromBuild =
  (typeof __SITE_URL__ !== 'undefined' && __SITE_URL__) ||
  (typeof process !== 'undefined' ? process.env.SITE_URL : undefined);
const name = 'Ridgeway Water Restoration';

export const business = {
  name,
  shortDescription:
    'Family-owned water damage restoration serving Snellville and the surrounding Georgia counties',
  phone: { display: '(770) 555-0142', href: 'tel:+17705550142', e164: '+17705550142' },
  email: 'office@ridgewayrestoration.example',
  /** The languages the office answers in (schema.org names): an enquiry from the Spanish site is called back in Spanish. */
  languagesSpoken: ['English', 'Spanish'],
  /** Canonical origin for links, sitemap and feed; `SITE_URL` overrides it at build time. */
  siteUrl: (siteUrlFromBuild || 'https://ridgewayrestoration.example').replace(/\/+$/, ''),
  homeTown: { locality: 'Snellville', region: 'GA', regionName: 'Georgia', postalCode: '30078', country: 'US' },
  geo: { latitude: 33.8573, longitude: -84.0199 },
  foundedYear: 2004,
  yearsExperienceLabel: '20+',
  hours: {
    emergency: '24/7 emergency response',
    office: 'Mon-Fri 8AM-6PM',
  },
  responseClaims: { onSite: '1-2 hours', typicalJob: '3-7 days' },
  rating: { value: 5.0, count: 50 },
  priceRange: '$$',
  paymentAccepted: ['Cash', 'Credit Card', 'Check', 'Insurance'],
  counties: ['Gwinnett County', 'Walton County', 'Newton County', 'Rockdale County', 'Barrow County'],
  social: {
    facebook: 'https://www.facebook.com/ridgewayrestoration.example',
    linkedin: 'https://www.linkedin.com/company/ridgewayrestoration-example',
    instagram: 'https://www.instagram.com/ridgewayrestoration.example',
    youtube: 'https://www.youtube.com/@ridgewayrestoration-example',
  },
  reviews: {
    /** Third-party widget; when unset or unreachable the site shows the rating summary and the link. */
    widgetScriptUrl: 'https://widgets.reviews-platform.example/embed.js',
    widgetId: 'ridgeway-snellville',
    readReviewsUrl: `https://www.google.com/search?q=${encodeURIComponent(`${name} Snellville GA reviews`)}`,
  },
  map: {
    embedUrl: 'https://www.google.com/maps?q=Snellville,+GA+30078&output=embed',
    title: 'Map of Snellville, GA',
  },
  video: { youtubeId: 'M7lc1UVf-VE', title: 'How we dry out a flooded basement' },
  copyrightYear: 2024,
  /**
   * The facts above that are words rather than numbers, as the Spanish pages say them. The brand name,
   * phone, email, years and rating are shared: both sites show them the same way.
   */
  es: {
    shortDescription: 'Restauración de daños por agua de una empresa familiar, en Snellville y los condados vecinos de Georgia',
    hours: {
      emergency: 'Servicio de emergencia 24/7',
      office: 'lunes a viernes, de 8 a. m. a 6 p. m.',
    },
    responseClaims: { onSite: '1 o 2 horas', typicalJob: '3 a 7 días' },
    paymentAccepted: ['Efectivo', 'Tarjeta de crédito', 'Cheque', 'Seguro'],
    map: { title: 'Mapa de Snellville, GA' },
    video: { title: 'Cómo secamos un sótano inundado' },
  },
} as const;

export type Business = typeof business;
