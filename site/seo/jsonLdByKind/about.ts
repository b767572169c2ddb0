import { organizationJsonLd, type StructuredDataFor } from '../jsonLd';

const about: StructuredDataFor<'about'> = (route) => [organizationJsonLd(route.lang)];

export default about;
