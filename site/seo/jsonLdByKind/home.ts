import { business } from '../../content/facts/business';
import { contentFor } from '../../content/siteContent';
import type { StructuredDataFor } from '../jsonLd';
import { emergencyServiceJsonLd, localBusinessJsonLd, organizationJsonLd, reviewJsonLd } from '../jsonLdBusiness';

const home: StructuredDataFor<'home'> = (route, { reviews }) => [
  organizationJsonLd(route.lang),
  localBusinessJsonLd(route.lang),
  // Two names side by side read as one wrong name in Spanish ('… Restoration Servicio de emergencia'): the colon joins them in either language.
  emergencyServiceJsonLd({ name: `${business.name}: ${contentFor(route.lang).navigation.headerCopy.emergencyNote}`, path: route.path }),
  ...reviews.map(reviewJsonLd),
];

export default home;
