import { useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  Columns,
  Form,
  Inline,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
  VisuallyHidden,
  toast,
} from '../../../design-system';
import type { ContactFormField, ContactPayload, ServiceChoice } from '../../../functions/contract/forms';
import { contactFieldsFor, contactFieldsShape, contactFormFields, contactLimits, contactPayloadOf } from '../../../functions/contract/forms';
import { contactValidator } from '../../../functions/contract/validate';
import type { Lang } from '../../i18n/lang';
import { isRateLimited, readFieldErrors, sendContactMessage } from '../../contact/api';
import { reportSent } from '../../contact/reportSent';
import { fieldErrorMessage } from '../../contact/fieldErrors';
import type { ContactFormCopy, FieldErrorCopy } from '../../contact/formCopy';
import { Honeypot, honeypotEntry } from '../../contact/Honeypot';
import { PhotoPicker } from '../../contact/photos/PhotoPicker';
import type { PhotoSettings } from '../../contact/photos/photoTypes';
import { usePhotos } from '../../contact/photos/usePhotos';
import { draftVersion, useDraft } from '../../contact/useDraft';
import { useFieldErrors } from '../../contact/useFieldErrors';
import { useSend } from '../../contact/useSend';
import { PrivacyNotice } from '../../contact/PrivacyNotice';
import { useIsHydrated } from '../../islandRuntime/useIsHydrated';

/** The visible fields in document order (the contract's declaration): the first invalid one takes focus. */
export const contactFields = contactFormFields;
type FormField = ContactFormField;
type FormValues = Record<FormField, string>;

const emptyValues = Object.fromEntries(contactFields.map((name) => [name, ''])) as FormValues;

/** Versioned by the fields' shape, so a draft saved by a form with other fields is not restored into this one. */
export const contactDraftKey = `contact-draft-${draftVersion(contactFieldsShape)}`;

/** How each field shows: the declaration without its check, which the form takes from `contactValidator`. */
const fieldSpecs = contactFieldsFor([]);

/** One toast slot for the form: a retry's result replaces the last failure instead of stacking up. */
const toastId = 'contact-form';

const limitOf = (field: FormField): number | undefined =>
  field in contactLimits ? contactLimits[field as keyof typeof contactLimits] : undefined;

/** The list's choices as the select shows them: its value and name. */
const serviceOptionsShown = (choices: readonly ServiceChoice[]) => choices.map(({ value, label }) => ({ value, label }));

export type { ContactFormCopy };

export interface ContactFormProps {
  /** The id of the heading that names the form, so it is a named `form` landmark. */
  labelledBy: string;
  copy: ContactFormCopy;
  errorCopy: FieldErrorCopy;
  /** The page's language, sent with the message so the office answers in it. */
  language: Lang;
  /** How many photos, how large, reduced to what, and where their uploads are signed. */
  photoRules: PhotoSettings;
}

/**
 * The contact form: the shared schema checks it before anything is sent, the function checks it
 * again, and a 400 from the function lands on the same fields. What the visitor types is kept in
 * sessionStorage until the message is sent, so a reload or a failed send loses nothing.
 */
export default function ContactForm({ labelledBy, copy, errorCopy, language, photoRules }: ContactFormProps) {
  const draft = useDraft(contactDraftKey, emptyValues);
  const { values } = draft;
  const [trap, setTrap] = useState('');
  const fieldErrors = useFieldErrors(contactFields, errorCopy);
  const { errors } = fieldErrors;

  const photos = usePhotos(copy.photos, photoRules, language);

  const sender = useSend({
    // The photos go first, straight to the bucket; the message then carries the keys of those stored.
    send: async (payload: ContactPayload) => {
      const sent = await photos.send();
      const { queued, response } = await sendContactMessage({ ...payload, photos: sent.keys });
      // Only a message with photos can lose some, and then the photo code is there to read the answer.
      return { queued, photosNotReceived: sent.failed + ((await photos.loaded?.kit.photosNotReceivedIn(response)) ?? 0) };
    },
    onSuccess: ({ queued, photosNotReceived }) => {
      reportSent('message');
      // Photos that did not arrive: how many, and a link to text them.
      const lost = photosNotReceived > 0 && photos.loaded ? { description: photos.loaded.store.notReceivedText(photosNotReceived), action: copy.textAction } : {};
      if (queued) toast.success(copy.queuedMessage, { id: toastId, action: copy.callAction, ...lost });
      else toast.success(copy.successMessage, { id: toastId, ...lost });
      photos.loaded?.store.clear();
      draft.clear();
      setTrap('');
      fieldErrors.clearAll();
    },
    onError: async (error) => {
      console.error('Contact form: the message was not sent.', error);
      toast.error(isRateLimited(error) ? copy.rateLimitedMessage : copy.errorMessage, {
        id: toastId,
        action: copy.callAction,
      });
      const rejected = await readFieldErrors(error, contactFields);
      if (rejected) fieldErrors.show(rejected);
    },
  });
  const { isPending } = sender;
  const validateContact = useMemo(() => contactValidator(copy.serviceOptions), [copy.serviceOptions]);
  // Until the page has hydrated, a press would make the browser submit the form on its own, as a GET
  // that puts the visitor's message and address in the URL and reloads the page. So the button waits.
  const isHydrated = useIsHydrated();

  const change = (field: FormField) => (value: string) => {
    sender.warmUp();
    draft.setField(field, value);
    fieldErrors.clearField(field);
  };

  const errorProps = (field: FormField) => {
    const code = errors[field];
    return code === undefined
      ? { isInvalid: false }
      : { isInvalid: true, errorMessage: fieldErrorMessage(errorCopy, field, code, limitOf(field)) };
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const result = validateContact({ ...values, ...honeypotEntry(trap) });
    if (!result.ok) {
      fieldErrors.show(result.errors);
      return;
    }
    fieldErrors.clearAll();
    // The same key for every send of this draft: a resend after a timeout finds the enquiry already stored.
    const payload = { ...contactPayloadOf(result.value, { language, idempotencyKey: draft.idempotencyKey() }), ...honeypotEntry(trap) };
    void sender.mutate(payload);
  };

  /** A field's control, as its declaration says: a line, the service list, or a box of text. */
  const control = ({ name, control: kind, required, autoComplete }: (typeof fieldSpecs)[number]) => {
    const label = copy.labels[name];
    switch (kind) {
      case 'service':
        return (
          <Select
            key={name}
            name={name}
            label={label}
            placeholder={copy.servicePlaceholder}
            options={serviceOptionsShown(copy.serviceOptions)}
            value={values[name]}
            onChange={change(name)}
            {...errorProps(name)}
          />
        );
      case 'textarea':
        return (
          <TextArea
            key={name}
            name={name}
            label={label}
            isRequired={required}
            rows={4}
            placeholder={copy.messagePlaceholder}
            value={values[name]}
            onChange={change(name)}
            {...errorProps(name)}
          />
        );
      default:
        return (
          <TextField
            key={name}
            name={name}
            {...(kind === 'text' ? {} : { type: kind })}
            label={label}
            isRequired={required}
            autoComplete={autoComplete}
            value={values[name]}
            onChange={change(name)}
            {...errorProps(name)}
          />
        );
    }
  };

  return (
    // The shared schema decides what is valid, so the browser's own checks and bubbles stay out of it
    // (`aria` behaviour: fields are marked `aria-required`/`aria-invalid` but never block the submit).
    <Form
      ref={fieldErrors.formRef}
      validationBehavior="aria"
      aria-labelledby={labelledBy}
      onSubmit={handleSubmit}
    >
      <Stack space="large">
        <Text tone="muted">{copy.intro}</Text>
        <Columns columns={{ mobile: 1, tablet: 2 }} space="large">
          {fieldSpecs.filter((spec) => spec.control !== 'textarea').map(control)}
        </Columns>
        {fieldSpecs.filter((spec) => spec.control === 'textarea').map(control)}
        <PhotoPicker copy={copy.photos} lang={language} photos={photos} isDisabled={!isHydrated} />
        <Honeypot label={copy.honeypotLabel} value={trap} onChange={setTrap} />
        <VisuallyHidden role="status">{fieldErrors.summary}</VisuallyHidden>
        <noscript>
          <Text>{copy.noScriptText}</Text>
        </noscript>
        <Inline space="medium">
          {/* Pending, not disabled: focus stays on the button while the label reads 'Sending...'. */}
          <Button type="submit" variant="cta" size="lg" isPending={isPending} isDisabled={!isHydrated}>
            {isPending ? copy.sendingLabel : copy.submitLabel}
          </Button>
          <VisuallyHidden role="status">{isPending ? copy.sendingLabel : ''}</VisuallyHidden>
        </Inline>
        <PrivacyNotice copy={copy.privacy} />
      </Stack>
    </Form>
  );
}
