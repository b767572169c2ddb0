import { contentFor } from '../../content/siteContent';
import type { StructuredDataFor } from '../jsonLd';
import { emergencyServiceJsonLd, serviceJsonLd } from '../jsonLdBusiness';
import { faqPageJsonLd } from '../jsonLdContent';

const cityService: StructuredDataFor<'cityService'> = (route) => {
  const { cityPages, pages } = contentFor(route.lang);
  const { cityPageCopy } = pages;
  const page = cityPages.findCityPage(route.params.serviceSlug, route.params.citySlug);
  if (!page) return [];
  const city = { name: page.locationName, geo: page.geo };
  return [
    serviceJsonLd({
      name: page.seoData.title,
      serviceType: page.serviceTitle,
      description: page.seoData.description,
      path: route.path,
      city,
      lang: route.lang,
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
