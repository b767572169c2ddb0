import { contentFor } from '../../content/siteContent';
import type { StructuredDataFor } from '../jsonLd';
import { emergencyServiceJsonLd, serviceJsonLd } from '../jsonLdBusiness';
import { faqPageJsonLd } from '../jsonLdContent';

const service: StructuredDataFor<'service'> = (route) => {
  const { services, pages } = contentFor(route.lang);
  const content = services.findService(route.params.serviceSlug);
  if (!content) return [];
  return [
    serviceJsonLd({ name: content.title, serviceType: content.title, description: content.description, path: route.path, lang: route.lang }),
    content.faqs.length > 0 ? faqPageJsonLd(content.faqs, route.path) : undefined,
    content.emergencyService
      ? emergencyServiceJsonLd({ name: pages.servicePageCopy.emergencyHeading(content.title), path: route.path })
      : undefined,
  ];
};

export default service;
