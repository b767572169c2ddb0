import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { SkipLink, type SkipLinkProps } from './SkipLink';

export default {
  title: 'Components/SkipLink',
} satisfies StoryDefault;

const PageSketch = ({ link, targetId }: { link: ReactNode; targetId: string }) => (
  <div>
    {link}
    <p>Press Tab once: the skip link appears at the top left of the window.</p>
    <nav aria-label="Sketch navigation">
      <a href="/one">Page one</a> <a href="/two">Page two</a> <a href="/three">Page three</a>
    </nav>
    <div id={targetId} tabIndex={-1}>
      <p>The main content starts here.</p>
    </div>
  </div>
);

export const Default: Story = () => (
  <PageSketch targetId="skip-link-story-main" link={<SkipLink href="#skip-link-story-main" />} />
);

export const Playground: Story<Pick<SkipLinkProps, 'children'>> = ({ children }) => (
  <PageSketch
    targetId="skip-link-playground-main"
    link={<SkipLink href="#skip-link-playground-main">{children}</SkipLink>}
  />
);

Playground.args = { children: 'Skip to main content' };
