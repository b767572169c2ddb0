import type { StructuredDataFor } from '../jsonLd';
import { organizationJsonLd } from '../jsonLdBusiness';

const about: StructuredDataFor<'about'> = (route) => [organizationJsonLd(route.lang)];

export default about;
