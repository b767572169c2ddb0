import { maskEmail, createFormHandler, type FormEndpoint, type HandlerDeps, type LambdaHandler } from '../forms/handler';
import type { ContactMessage, ServiceChoice } from '../contract/forms';
import { contactValidator } from '../contract/validate';
import { buildContactEmail } from './buildEmail';

/** The contact endpoint for the form's service list (the build's: functions/contract/serviceChoices.ts). */
export const contactEndpoint = (choices: readonly ServiceChoice[]): FormEndpoint<ContactMessage> => ({
  validate: contactValidator(choices),
  buildEmail: (message, routing) => buildContactEmail(message, routing, choices),
  describe: (message) => ({ email: maskEmail(message.email), service: message.serviceNeeded || 'none' }),
  photoKeys: (message) => message.photos,
});

export const createHandler = (deps: HandlerDeps, choices: readonly ServiceChoice[]): LambdaHandler => createFormHandler(deps, contactEndpoint(choices));
