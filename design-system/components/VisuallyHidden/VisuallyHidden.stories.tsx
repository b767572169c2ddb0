import type { Story, StoryDefault } from '@ladle/react';
import { Icon } from '../Icon/Icon';
import { Phone } from '../Icon/icons';
import { VisuallyHidden, visuallyHiddenElements, type VisuallyHiddenProps } from './VisuallyHidden';

export default {
  title: 'Components/VisuallyHidden',
} satisfies StoryDefault;

export const InContext: Story = () => (
  <section aria-labelledby="visually-hidden-story-heading">
    <VisuallyHidden as="h2" id="visually-hidden-story-heading">
      Contact options
    </VisuallyHidden>
    <p>
      The section above has a heading only screen readers announce. The button below reads as &quot;Call, opens
      the phone app&quot;.
    </p>
    <button type="button">
      <Icon icon={Phone} /> Call
      <VisuallyHidden>, opens the phone app</VisuallyHidden>
    </button>
  </section>
);

export const Playground: Story<Pick<VisuallyHiddenProps, 'as'> & { text: string }> = ({ as, text }) => (
  <div>
    <p>Only the sentence in this paragraph is visible; the hidden text follows it in the markup.</p>
    <VisuallyHidden as={as}>{text}</VisuallyHidden>
  </div>
);

Playground.args = { text: 'Read by screen readers only.' };
Playground.argTypes = {
  as: { options: visuallyHiddenElements, control: { type: 'select' }, defaultValue: 'span' },
};
