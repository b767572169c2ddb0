import { buildNewsletterEmail } from '../send-contact-email/buildEmail';
import type { NewsletterSignup } from '../send-contact-email/contract';
import type { FormEndpoint, HandlerDeps, LambdaHandler } from '../send-contact-email/handler';
import { createFormHandler, maskEmail } from '../send-contact-email/handler';
import { validateNewsletter } from '../send-contact-email/validate';

export const newsletterEndpoint: FormEndpoint<NewsletterSignup> = {
  validate: validateNewsletter,
  buildEmail: buildNewsletterEmail,
  describe: (signup) => ({ email: maskEmail(signup.email) }),
};

export const createHandler = (deps: HandlerDeps): LambdaHandler => createFormHandler(deps, newsletterEndpoint);
