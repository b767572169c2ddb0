import type { Story, StoryDefault } from '@ladle/react';
import { Card, Columns } from '../../design-system';
import { newsletterEndpoint } from '../contact/endpoints';
import { blogPage } from '../content/pages';
import { newsletterFormProps } from './formProps';
import NewsletterForm from './NewsletterForm';
import { SectionHeading } from './SectionHeading';
import { FormInState, type FormState } from './storySupport';

export default {
  title: 'Site / Newsletter box',
} satisfies StoryDefault;

/** The box at the foot of /blog. */
function NewsletterStory({ state }: { state: FormState }) {
  const headingId = `newsletter-${state}`;
  return (
    <Card as="section" tone="muted" aria-labelledby={headingId}>
      <Columns columns={{ mobile: 1, desktop: 2 }} space="xlarge">
        <SectionHeading id={headingId} intro={blogPage.newsletter.text}>
          {blogPage.newsletter.heading}
        </SectionHeading>
        <FormInState state={state} endpoint={new URL(newsletterEndpoint, 'http://localhost').pathname}>
          <NewsletterForm {...newsletterFormProps(headingId)} />
        </FormInState>
      </Columns>
    </Card>
  );
}

export const Empty: Story = () => <NewsletterStory state="empty" />;
/** Subscribe pressed with no address. */
export const Invalid: Story = () => <NewsletterStory state="invalid" />;
