import { localBusinessJsonLd, type StructuredDataFor } from '../jsonLd';

const contact: StructuredDataFor<'contact'> = () => [localBusinessJsonLd()];

export default contact;
