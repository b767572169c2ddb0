import type { Story, StoryDefault } from '@ladle/react';
import { Card, Columns } from '../../../design-system';
import { newsletterEndpoint } from '../../contact/endpoints';
import { useLang } from '../../i18n/LangContext';
import { useContent } from '../../i18n/useContent';
import { newsletterFormProps } from '../../contact/formProps';
import NewsletterForm from './NewsletterForm';
import { SectionHeading } from '../SectionHeading';
import { FormInState, WithLanguage, type FormState } from '../storySupport';

export default {
  title: 'Site / Newsletter box',
} satisfies StoryDefault;

/** The box at the foot of /blog. */
function NewsletterInLanguage({ state }: { state: FormState }) {
  const { blogPage } = useContent().pages;
  const lang = useLang();
  const headingId = `newsletter-${state}`;
  return (
    <Card as="section" tone="muted" aria-labelledby={headingId}>
      <Columns columns={{ mobile: 1, desktop: 2 }} space="xlarge">
        <SectionHeading id={headingId} intro={blogPage.newsletter.text}>
          {blogPage.newsletter.heading}
        </SectionHeading>
        <FormInState state={state} endpoint={new URL(newsletterEndpoint, 'http://localhost').pathname}>
          <NewsletterForm {...newsletterFormProps(headingId, lang)} />
        </FormInState>
      </Columns>
    </Card>
  );
}

function NewsletterStory({ state }: { state: FormState }) {
  return (
    <WithLanguage>
      <NewsletterInLanguage state={state} />
    </WithLanguage>
  );
}

export const Empty: Story = () => <NewsletterStory state="empty" />;
/** Subscribe pressed with no address. */
export const Invalid: Story = () => <NewsletterStory state="invalid" />;
