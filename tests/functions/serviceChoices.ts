import { serviceChoicesIn } from '../../site/components/islands/formProps';

/** The contact form's service list as the build writes it for the contact function: from the content. */
export const serviceChoices = serviceChoicesIn('en');
