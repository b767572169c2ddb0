import { useState, type FormEvent } from 'react';
import { Button, Form, Inline, Stack, Text, TextField, VisuallyHidden, toast } from '../../../design-system';
import type { NewsletterField } from '../../../functions/contract/forms';
import { validateNewsletter } from '../../../functions/contract/validate';
import type { Lang } from '../../i18n/lang';
import { isRateLimited, readFieldErrors, subscribeNewsletter } from '../../contact/api';
import { reportSent } from '../../contact/reportSent';
import { fieldErrorMessage } from '../../contact/fieldErrors';
import type { FieldErrorCopy, PrivacyNoticeCopy } from '../../contact/formCopy';
import { Honeypot, honeypotEntry } from '../../contact/Honeypot';
import { useFieldErrors } from '../../contact/useFieldErrors';
import { useSend } from '../../contact/useSend';
import { PrivacyNotice } from '../../contact/PrivacyNotice';
import { useIsHydrated } from '../../islandRuntime/useIsHydrated';

const newsletterFields = ['email'] as const satisfies readonly NewsletterField[];

/** One toast slot: a retry's result replaces the last failure instead of stacking up. */
const toastId = 'newsletter-form';

/** Everything the newsletter box says, in the page's language (`newsletterFormProps`). */
export interface NewsletterFormCopy {
  emailLabel: string;
  emailPlaceholder: string;
  honeypotLabel: string;
  submitLabel: string;
  pendingLabel: string;
  /** Shown where scripts do not run: signing up needs them. */
  noScriptText: string;
  successMessage: string;
  errorMessage: string;
  /** After a 429: too many requests from the visitor's connection; try again in a few minutes. */
  rateLimitedMessage: string;
  privacy: PrivacyNoticeCopy;
}

export interface NewsletterFormProps {
  /** The id of the heading that names the form, so it is a named `form` landmark. */
  labelledBy: string;
  copy: NewsletterFormCopy;
  errorCopy: FieldErrorCopy;
  /** The page's language, recorded with the sign-up. */
  language: Lang;
}

/** The blog's Subscribe box: posts `{ email }` to the newsletter function and says how it went. */
export default function NewsletterForm({ labelledBy, copy, errorCopy, language }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  const fieldErrors = useFieldErrors(newsletterFields, errorCopy);
  const code = fieldErrors.errors.email;

  const sender = useSend({
    send: subscribeNewsletter,
    onSuccess: () => {
      reportSent('signUp');
      toast.success(copy.successMessage, { id: toastId });
      setEmail('');
      setTrap('');
      fieldErrors.clearAll();
    },
    onError: async (error) => {
      console.error('Newsletter form: the sign-up was not sent.', error);
      toast.error(isRateLimited(error) ? copy.rateLimitedMessage : copy.errorMessage, { id: toastId });
      const rejected = await readFieldErrors(error, newsletterFields);
      if (rejected) fieldErrors.show(rejected);
    },
  });
  const { isPending } = sender;
  // As in the contact form: before hydration a press would submit the form natively (a GET to this page).
  const isHydrated = useIsHydrated();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const result = validateNewsletter({ email, ...honeypotEntry(trap) });
    if (!result.ok) {
      fieldErrors.show(result.errors);
      return;
    }
    fieldErrors.clearAll();
    void sender.mutate({ email: result.value.email, language, ...honeypotEntry(trap) });
  };

  return (
    // As in the contact form: the shared schema validates, the browser's bubbles stay out of it.
    <Form ref={fieldErrors.formRef} validationBehavior="aria" aria-labelledby={labelledBy} onSubmit={handleSubmit}>
      <Stack space="medium" align="left">
        <TextField
          name="email"
          type="email"
          label={copy.emailLabel}
          isRequired
          autoComplete="email"
          placeholder={copy.emailPlaceholder}
          value={email}
          onChange={(value) => {
            sender.warmUp();
            setEmail(value);
            fieldErrors.clearField('email');
          }}
          isInvalid={code !== undefined}
          {...(code === undefined ? {} : { errorMessage: fieldErrorMessage(errorCopy, 'email', code) })}
        />
        <Honeypot label={copy.honeypotLabel} value={trap} onChange={setTrap} />
        <VisuallyHidden role="status">{fieldErrors.summary}</VisuallyHidden>
        <noscript>
          <Text>{copy.noScriptText}</Text>
        </noscript>
        {/* Named while pending for the same reason as the contact form's button. */}
        <Inline space="medium">
          <Button type="submit" variant="cta" isPending={isPending} isDisabled={!isHydrated} aria-label={isPending ? copy.pendingLabel : undefined}>
            {isPending ? copy.pendingLabel : copy.submitLabel}
          </Button>
          <Text as="span" tone="muted" role="status">
            {isPending ? copy.pendingLabel : ''}
          </Text>
        </Inline>
        <PrivacyNotice copy={copy.privacy} />
      </Stack>
    </Form>
  );
}
