import type { Story, StoryDefault } from '@ladle/react';
import { Card, Stack } from '../../../design-system';
import { contactEndpoint } from '../../contact/endpoints';
import { useLang } from '../../i18n/LangContext';
import { useContent } from '../../i18n/useContent';
import ContactForm, { contactDraftKey } from './ContactForm';
import { contactFormProps } from '../../contact/formProps';
import { SectionHeading } from '../SectionHeading';
import { FormInState, WithLanguage, type FormState } from '../storySupport';

export default {
  title: 'Site / Contact form',
} satisfies StoryDefault;

const draft = {
  key: contactDraftKey,
  values: {
    fullName: 'Jane Doe',
    email: 'jane@example.org',
    phone: '770 555 0100',
    serviceNeeded: 'water-damage',
    message: 'Water is coming up through the basement floor near the water heater.',
  },
};

/** The form as on /contact, in its card, in the given state. */
function ContactFormInLanguage({ state }: { state: FormState }) {
  const { contactPage } = useContent().pages;
  const lang = useLang();
  const headingId = `contact-form-${state}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="large">
        <SectionHeading id={headingId}>{contactPage.form.heading}</SectionHeading>
        <FormInState state={state} endpoint={new URL(contactEndpoint, 'http://localhost').pathname} draft={draft}>
          <ContactForm {...contactFormProps(headingId, lang)} />
        </FormInState>
      </Stack>
    </Card>
  );
}

function ContactFormStory({ state }: { state: FormState }) {
  return (
    <WithLanguage>
      <ContactFormInLanguage state={state} />
    </WithLanguage>
  );
}

export const Empty: Story = () => <ContactFormStory state="empty" />;
/** Send pressed on the empty form: every required field says what it needs, and focus goes to the first. */
export const Invalid: Story = () => <ContactFormStory state="invalid" />;
/** Waiting for the function: the button reads 'Sending...' and keeps focus. */
export const Sending: Story = () => <ContactFormStory state="sending" />;
/** Sent: the success toast, and the form empty again. */
export const Sent: Story = () => <ContactFormStory state="sent" />;
/** The function answered 502: the failure toast with the phone number, and every field kept. */
export const Failed: Story = () => <ContactFormStory state="failed" />;
