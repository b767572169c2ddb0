import type { Story, StoryDefault } from '@ladle/react';
import { homePage } from '../content/home';
import { Hero } from './Hero';

export default {
  title: 'Site / Hero',
} satisfies StoryDefault;

/** The top of the home page, with its h1, the two actions and the photo. */
export const Home: Story = () => <Hero {...homePage.hero} />;
