import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useRef } from 'react';
import { SiteHeader } from './SiteHeader';
import { WithIslands } from './storySupport';

export default {
  title: 'Site / Header',
} satisfies StoryDefault;

/** The sticky header as on every page, here on the home page (the name is marked as the current page). */
export const Desktop: Story = () => (
  <WithIslands>
    <SiteHeader currentPath="/" />
  </WithIslands>
);
Desktop.meta = { width: 'xlarge' };

function OpenMenu() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The menu is an HTML popover; opening it is what a tap on the toggle does.
    const menu = container.current?.querySelector<HTMLElement>('[popover]');
    if (menu && typeof menu.showPopover === 'function' && !menu.matches(':popover-open')) menu.showPopover();
  }, []);
  return (
    <div ref={container}>
      <SiteHeader currentPath="/about" />
    </div>
  );
}

/** On a phone, with the menu open, on the About page (its link is marked as the current page). */
export const MobileMenuOpen: Story = () => (
  <WithIslands>
    <OpenMenu />
  </WithIslands>
);
MobileMenuOpen.meta = { width: 'xsmall' };
