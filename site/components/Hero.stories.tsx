import type { Story, StoryDefault } from '@ladle/react';
import { useContent } from '../i18n/useContent';
import { Hero } from './Hero';
import { WithLanguage } from './storySupport';

export default {
  title: 'Site / Hero',
} satisfies StoryDefault;

function HomeHero() {
  return <Hero {...useContent().home.homePage.hero} />;
}

/** The top of the home page, with its h1, the two actions and the photo. */
export const Home: Story = () => (
  <WithLanguage>
    <HomeHero />
  </WithLanguage>
);
