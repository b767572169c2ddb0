import type { StructuredDataFor } from '../jsonLd';
import { localBusinessJsonLd } from '../jsonLdBusiness';

const contact: StructuredDataFor<'contact'> = (route) => [localBusinessJsonLd(route.lang)];

export default contact;
