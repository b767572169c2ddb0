import { findCityPage } from '../../content/cityPages';
import { cityPageCopy } from '../../content/pages';
import { emergencyServiceJsonLd, faqPageJsonLd, serviceJsonLd, type StructuredDataFor } from '../jsonLd';

const cityService: StructuredDataFor<'cityService'> = (route) => {
  const page = findCityPage(route.params.serviceSlug, route.params.citySlug);
  if (!page) return [];
  const city = { name: page.locationName, geo: page.geo };
  return [
    serviceJsonLd({
      name: page.seoData.title,
      serviceType: page.serviceTitle,
      description: page.seoData.description,
      path: route.path,
      city,
    }),
    page.faqs.length > 0 ? faqPageJsonLd(page.faqs, route.path) : undefined,
    page.isEmergency
      ? emergencyServiceJsonLd({
          name: cityPageCopy.emergencyHeading(page.serviceTitle, page.locationName),
          path: route.path,
          city,
        })
      : undefined,
  ];
};

export default cityService;
