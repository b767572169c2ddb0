import { maskEmail, createFormHandler, type FormEndpoint, type HandlerDeps, type LambdaHandler } from '../forms/handler';
import type { ContactMessage } from '../contract/forms';
import { validateContact } from '../contract/validate';
import { buildContactEmail } from './buildEmail';

export const contactEndpoint: FormEndpoint<ContactMessage> = {
  validate: validateContact,
  buildEmail: buildContactEmail,
  describe: (message) => ({ email: maskEmail(message.email), service: message.serviceNeeded || 'none' }),
};

export const createHandler = (deps: HandlerDeps): LambdaHandler => createFormHandler(deps, contactEndpoint);
