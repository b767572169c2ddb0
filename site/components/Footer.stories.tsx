import type { Story, StoryDefault } from '@ladle/react';
import { Footer } from './Footer';
import { WithLanguage } from './storySupport';

export default {
  title: 'Site / Footer',
} satisfies StoryDefault;

/** The footer of every page: contact details, hours, service areas, services and more links. */
export const EveryPage: Story = () => (
  <WithLanguage>
    <Footer />
  </WithLanguage>
);
