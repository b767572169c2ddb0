import { business } from '../../content/business';
import { headerCopy } from '../../content/navigation';
import {
  emergencyServiceJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  reviewJsonLd,
  type StructuredDataFor,
} from '../jsonLd';

const home: StructuredDataFor<'home'> = (route, { reviews }) => [
  organizationJsonLd(),
  localBusinessJsonLd(),
  emergencyServiceJsonLd({ name: `${business.name} ${headerCopy.emergencyNote}`, path: route.path }),
  ...reviews.map(reviewJsonLd),
];

export default home;
