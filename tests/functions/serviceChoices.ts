import { serviceChoicesIn } from '../../site/contact/formProps';

/** The contact form's service list as the build writes it for the contact function: from the content. */
export const serviceChoices = serviceChoicesIn('en');
