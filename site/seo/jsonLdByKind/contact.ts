import { localBusinessJsonLd, type StructuredDataFor } from '../jsonLd';

const contact: StructuredDataFor<'contact'> = (route) => [localBusinessJsonLd(route.lang)];

export default contact;
