import { useEffect, useId, useRef, useState } from 'react';
import { Button, ButtonLink, Icon, Menu, Tooltip, TooltipTrigger, X } from '../../../design-system';
import type { LinkItem } from '../../content/types';
import type { PropsInHtml } from '../../islandRuntime/islandModules';
import * as styles from './SiteMenu.css';
import { useIsHydrated } from '../../islandRuntime/useIsHydrated';

export interface SiteMenuProps {
  /** The main navigation's links. */
  items: readonly LinkItem[];
  /** The route table path of the page on show: its link is marked as the current page. */
  currentPath: string;
  /** The toggle's name and tooltip ('Menu'); `aria-expanded` says whether it is open. */
  menuLabel: string;
  /** The navigation landmark's name ('Main'). */
  navLabel: string;
}

/** `:popover-open` is the browser's own state; a browser (or test DOM) without popovers has it closed. */
function isPopoverOpen(element: Element): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

/**
 * The main navigation: a row on desktop; on phones a list behind a toggle (WAI-ARIA disclosure
 * navigation). The list is an HTML popover and the toggle its `popovertarget`, so the browser opens
 * it, closes it on Escape or a tap outside, and gives focus back to the toggle, with or without
 * JavaScript and before this island has hydrated. A chosen link loads its page, which starts closed.
 *
 * Hydrating adds what needs script: `aria-expanded` kept in step with the popover (before that the
 * browser exposes the expanded state of a popover's toggle itself), closing when Tab leaves the
 * list, and the toggle's tooltip.
 */
export default function SiteMenu({ items, currentPath, menuLabel, navLabel }: SiteMenuProps) {
  const menuId = useId();
  const navRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const isHydrated = useIsHydrated();
  const [isOpen, setOpen] = useState(false);

  // The popover may have been opened before hydration; from now on its toggle events keep us in step.
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const sync = () => setOpen(isPopoverOpen(menu));
    sync();
    menu.addEventListener('toggle', sync);
    return () => menu.removeEventListener('toggle', sync);
  }, []);

  // Tabbing past the last link would leave the open panel over the page while focus is elsewhere.
  useEffect(() => {
    const nav = navRef.current;
    const menu = menuRef.current;
    if (!isOpen || !nav || !menu) return;
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !nav.contains(event.relatedTarget)) menu.hidePopover();
    };
    nav.addEventListener('focusout', onFocusOut);
    return () => nav.removeEventListener('focusout', onFocusOut);
  }, [isOpen]);

  return (
    <nav ref={navRef} aria-label={navLabel} className={styles.nav}>
      <div className={styles.toggle}>
        <TooltipTrigger>
          <Button
            variant="outline"
            size="icon"
            aria-label={menuLabel}
            aria-controls={menuId}
            // Absent in the HTML: until then the browser says whether the popover is open.
            aria-expanded={isHydrated ? isOpen : undefined}
            popoverTarget={menuId}
            // React Aria handles Enter and Space itself and keeps the browser from turning them into a
            // click, so the keyboard's press opens the popover here; a click is the browser's.
            onPress={(event) => {
              if (event.pointerType === 'keyboard') menuRef.current?.togglePopover();
            }}
          >
            <Icon icon={Menu} size={22} className={styles.iconWhenClosed} />
            <Icon icon={X} size={22} className={styles.iconWhenOpen} />
          </Button>
          <Tooltip placement="bottom">{menuLabel}</Tooltip>
        </TooltipTrigger>
      </div>
      <ul id={menuId} ref={menuRef} popover="auto" className={styles.menu}>
        {items.map((item) => (
          <li key={item.href} className={styles.menuItem}>
            <ButtonLink
              variant="ghost"
              href={item.href}
              aria-current={item.href === currentPath ? 'page' : undefined}
              className={styles.navLink}
            >
              {item.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The links are the island's HTML, the popover's list: the page does not write them again as props. */
export const propsInHtml: PropsInHtml<SiteMenuProps, 'items'> = {
  written: ({ items: _items, ...rest }) => rest,
  read: (island, written) => ({
    ...written,
    items: Array.from(island.querySelectorAll('ul[popover] a'), (link) => ({ label: link.textContent ?? '', href: link.getAttribute('href') ?? '' })),
  }),
};
