import { generalServiceChoices, type ServiceChoice } from '../../functions/contract/forms';
import { photoRules, photoUploadPath } from '../../functions/contract/photos';
import { configured } from './endpoints';
import { fillTemplate } from './formCopy';
import { business } from '../content/facts/business';
import { contentFor } from '../content/siteContent';
import type { Lang } from '../i18n/lang';
import type { ContactFormProps } from '../components/islands/ContactForm';
import type { NewsletterFormProps } from '../components/islands/NewsletterForm';

/*
 * The forms' props: their words from the content modules of the page's language, resolved here so
 * that the forms' islands carry no content of their own. The language goes with every request, so
 * the office knows which language to answer in.
 */

/**
 * The contact form's service list in `lang`: each service's own choice, in the services' order, then
 * the general ones. The build writes the default language's for the contact function, which mails the
 * office those names (functions/contract/serviceChoices.ts).
 */
export function serviceChoicesIn(lang: Lang): readonly ServiceChoice[] {
  const { services, pages } = contentFor(lang);
  const labels = pages.contactPage.form.serviceOptionLabels;
  return [
    ...services.services.map(({ slug, formLabel, formerFormValue }) => ({ value: slug, label: formLabel, ...(formerFormValue === undefined ? {} : { formerValue: formerFormValue }) })),
    ...generalServiceChoices.map((value) => ({ value, label: labels[value] })),
  ];
}

export function contactFormProps(labelledBy: string, lang: Lang): ContactFormProps {
  const { pages, privacy, navigation } = contentFor(lang);
  const { form } = pages.contactPage;
  const { privacyNotice } = privacy;
  // `{max}` is the contract's, filled here: the form's island need not carry the photo rules.
  const photos = { ...pages.photoMessages, hint: fillTemplate(pages.photoMessages.hint, { max: photoRules.maxPhotos }) };
  return {
    labelledBy,
    language: lang,
    copy: {
      intro: form.intro,
      labels: form.labels,
      messagePlaceholder: form.messagePlaceholder,
      servicePlaceholder: form.servicePlaceholder,
      serviceOptions: serviceChoicesIn(lang),
      honeypotLabel: form.honeypotLabel,
      submitLabel: form.submitLabel,
      sendingLabel: form.sendingLabel,
      noScriptText: form.noScriptText,
      successMessage: form.successMessage,
      queuedMessage: form.queuedMessage,
      errorMessage: form.errorMessage,
      rateLimitedMessage: form.rateLimitedMessage,
      callAction: { label: form.callActionLabel, href: business.phone.href },
      textAction: { label: photos.textPhotosLabel, href: navigation.textLink.href },
      photos,
      privacy: { text: privacyNotice.contact, linkLabel: privacyNotice.linkLabel, href: privacyNotice.href },
    },
    errorCopy: pages.formErrorMessages,
    photoRules: { ...photoRules, endpoint: configured(import.meta.env.VITE_PHOTO_UPLOAD_ENDPOINT, photoUploadPath) },
  };
}

export function newsletterFormProps(labelledBy: string, lang: Lang): NewsletterFormProps {
  const { pages, privacy } = contentFor(lang);
  const { newsletter } = pages.blogPage;
  const { privacyNotice } = privacy;
  return {
    labelledBy,
    language: lang,
    copy: {
      emailLabel: newsletter.emailLabel,
      emailPlaceholder: newsletter.emailPlaceholder,
      honeypotLabel: newsletter.honeypotLabel,
      submitLabel: newsletter.submitLabel,
      pendingLabel: newsletter.pendingLabel,
      noScriptText: newsletter.noScriptText,
      successMessage: newsletter.successMessage,
      errorMessage: newsletter.errorMessage,
      rateLimitedMessage: newsletter.rateLimitedMessage,
      privacy: { text: privacyNotice.newsletter, linkLabel: privacyNotice.linkLabel, href: privacyNotice.href },
    },
    errorCopy: pages.formErrorMessages,
  };
}
