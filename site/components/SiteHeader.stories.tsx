import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useRef } from 'react';
import { languages, type Lang } from '../i18n/lang';
import { useLang } from '../i18n/LangContext';
import { localPath } from '../i18n/paths';
import { SiteHeader } from './SiteHeader';
import { WithIslands } from './storySupport';

export default {
  title: 'Site / Header',
} satisfies StoryDefault;

/** The sticky header as on every page, here on the home page (the name is marked as the current page). */
/** The header on the page at an English path, in the story's language. */
function HeaderOn({ englishPath }: { englishPath: string }) {
  const lang = useLang();
  const alternates = Object.fromEntries(languages.map((each) => [each, localPath(each, englishPath)])) as Record<Lang, string>;
  return <SiteHeader currentPath={localPath(lang, englishPath)} alternates={alternates} />;
}

export const Desktop: Story = () => (
  <WithIslands>
    <HeaderOn englishPath="/" />
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
      <HeaderOn englishPath="/about" />
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
