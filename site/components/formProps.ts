import { serviceOptions } from '../../functions/send-contact-email/contract';
import { business } from '../content/business';
import { blogPage, contactPage, formErrorMessages } from '../content/pages';
import { privacyNotice } from '../content/privacy';
import type { ContactFormProps } from './ContactForm';
import type { NewsletterFormProps } from './NewsletterForm';

/*
 * The forms' props: their words from the content modules, resolved here so that the forms' islands
 * carry no content of their own.
 */

export function contactFormProps(labelledBy: string): ContactFormProps {
  const { form } = contactPage;
  return {
    labelledBy,
    copy: {
      intro: form.intro,
      labels: form.labels,
      messagePlaceholder: form.messagePlaceholder,
      servicePlaceholder: form.servicePlaceholder,
      serviceOptions,
      honeypotLabel: form.honeypotLabel,
      submitLabel: form.submitLabel,
      sendingLabel: form.sendingLabel,
      noScriptText: form.noScriptText,
      successMessage: form.successMessage,
      queuedMessage: form.queuedMessage,
      errorMessage: form.errorMessage,
      callAction: { label: form.callActionLabel, href: business.phone.href },
      privacy: { text: privacyNotice.contact, linkLabel: privacyNotice.linkLabel, href: privacyNotice.href },
    },
    errorCopy: formErrorMessages,
  };
}

export function newsletterFormProps(labelledBy: string): NewsletterFormProps {
  const { newsletter } = blogPage;
  return {
    labelledBy,
    copy: {
      emailLabel: newsletter.emailLabel,
      emailPlaceholder: newsletter.emailPlaceholder,
      honeypotLabel: newsletter.honeypotLabel,
      submitLabel: newsletter.submitLabel,
      pendingLabel: newsletter.pendingLabel,
      noScriptText: newsletter.noScriptText,
      successMessage: newsletter.successMessage,
      errorMessage: newsletter.errorMessage,
      privacy: { text: privacyNotice.newsletter, linkLabel: privacyNotice.linkLabel, href: privacyNotice.href },
    },
    errorCopy: formErrorMessages,
  };
}
