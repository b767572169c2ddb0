import { servicePageCopy } from '../../content/pages';
import { findService } from '../../content/services';
import { emergencyServiceJsonLd, faqPageJsonLd, serviceJsonLd, type StructuredDataFor } from '../jsonLd';

const service: StructuredDataFor<'service'> = (route) => {
  const content = findService(route.params.serviceSlug);
  if (!content) return [];
  return [
    serviceJsonLd({ name: content.title, serviceType: content.title, description: content.description, path: route.path }),
    content.faqs.length > 0 ? faqPageJsonLd(content.faqs, route.path) : undefined,
    content.emergencyService
      ? emergencyServiceJsonLd({ name: servicePageCopy.emergencyHeading(content.title), path: route.path })
      : undefined,
  ];
};

export default service;
