/**
 * Where the forms post. `npm start` serves the functions on the site's own origin under `/api/`; a
 * deployment that puts them elsewhere (a Lambda function URL, an API Gateway stage) sets the full URL
 * at build time.
 */
export function configured(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const contactEndpoint = configured(import.meta.env.VITE_CONTACT_ENDPOINT, '/api/send-contact-email');

export const newsletterEndpoint = configured(import.meta.env.VITE_NEWSLETTER_ENDPOINT, '/api/subscribe-newsletter');
