import { organizationJsonLd, type StructuredDataFor } from '../jsonLd';

const about: StructuredDataFor<'about'> = () => [organizationJsonLd()];

export default about;
