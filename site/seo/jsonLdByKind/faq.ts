import { faqs } from '../../content/faqs';
import { faqPageJsonLd, type StructuredDataFor } from '../jsonLd';

const faq: StructuredDataFor<'faq'> = (route) => [faqPageJsonLd(faqs, route.path)];

export default faq;
