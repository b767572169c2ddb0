import { contentFor } from '../../content/siteContent';
import type { StructuredDataFor } from '../jsonLd';
import { faqPageJsonLd } from '../jsonLdContent';

const faq: StructuredDataFor<'faq'> = (route) => [faqPageJsonLd(contentFor(route.lang).faqs.faqs, route.path)];

export default faq;
