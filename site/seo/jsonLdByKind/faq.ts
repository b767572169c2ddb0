import { contentFor } from '../../content/bundle';
import { faqPageJsonLd, type StructuredDataFor } from '../jsonLd';

const faq: StructuredDataFor<'faq'> = (route) => [faqPageJsonLd(contentFor(route.lang).faqs.faqs, route.path)];

export default faq;
