import { useEffect, useId, useRef, useState } from 'react';
import {
  Box,
  Button,
  ButtonLink,
  Container,
  Droplets,
  Icon,
  Link,
  Mail,
  Menu,
  Phone,
  Siren,
  Tooltip,
  TooltipTrigger,
  X,
  focusRing,
} from '../../design-system';
import { business } from '../content/business';
import { headerCopy, mainNav } from '../content/navigation';
import * as styles from './SiteHeader.css';

export interface SiteHeaderProps {
  /**
   * The route table path of the page on show (the not-found route's path on a 404), used to mark the
   * current navigation link. Not the browser's address: the 404 HTML is served for any unknown path.
   */
  currentPath: string;
}

/**
 * The sticky header of every page: who we are, the phone number, 'Call Now' and 'Message Us', and the
 * main navigation, which collapses behind a menu toggle below the desktop breakpoint
 * (WAI-ARIA disclosure navigation pattern).
 */
export function SiteHeader({ currentPath }: SiteHeaderProps) {
  const menuId = useId();
  const navRef = useRef<HTMLElement>(null);
  // RAC merges its own ids into the button's, so the toggle is found through its wrapper, not an id.
  const toggleWrapRef = useRef<HTMLDivElement>(null);
  const focusToggle = () => toggleWrapRef.current?.querySelector('button')?.focus();
  // The path the menu was opened on: navigating anywhere else (a link, the back button) closes it
  // without an effect having to notice.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === currentPath;

  useEffect(() => {
    const nav = navRef.current;
    if (!isOpen || !nav) return;
    // Window, capture phase: RAC's tooltip stops Escape from propagating while the toggle's tooltip is up.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInMenu = nav.contains(document.activeElement);
      setOpenOn(null);
      if (focusWasInMenu) toggleWrapRef.current?.querySelector('button')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.contains(event.target)) setOpenOn(null);
    };
    // Tabbing past the last link would put focus on page content under the open panel.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !nav.contains(event.relatedTarget)) setOpenOn(null);
    };
    window.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    nav.addEventListener('focusout', onFocusOut);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
      nav.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen]);

  const choose = (href: string) => {
    setOpenOn(null);
    // A link to the page already on show does not navigate, and the link about to be hidden would keep
    // focus; hand it back to the toggle instead.
    if (href === currentPath) focusToggle();
  };

  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        {/* The logo and name lead home, as visitors expect; on the home page they say it is the current page. */}
        <a href="/" className={`${styles.brand} ${focusRing}`} aria-current={currentPath === '/' ? 'page' : undefined}>
          <span className={styles.brandMark}>
            <Icon icon={Droplets} size={22} />
          </span>
          <span className={styles.brandName}>{business.name}</span>
        </a>
        <div className={styles.contact}>
          <span className={styles.emergencyNote}>
            <Icon icon={Siren} size={16} />
            {headerCopy.emergencyNote}
          </span>
          <Link href={business.phone.href} className={styles.phoneLink}>
            <Icon icon={Phone} size={16} />
            {business.phone.display}
          </Link>
        </div>
        <div className={styles.actions}>
          <ButtonLink variant="emergency" href={business.phone.href} className={styles.action}>
            <Icon icon={Phone} size={18} />
            {headerCopy.callLabel}
          </ButtonLink>
          <ButtonLink variant="outline" href={headerCopy.messageHref} className={styles.action}>
            <Icon icon={Mail} size={18} />
            {headerCopy.messageLabel}
          </ButtonLink>
        </div>
        <nav ref={navRef} aria-label={headerCopy.mainNavLabel} className={styles.nav}>
          <div ref={toggleWrapRef} className={styles.toggle}>
            <TooltipTrigger>
              <Button
                variant="outline"
                size="icon"
                aria-label={headerCopy.menuLabel}
                aria-expanded={isOpen}
                aria-controls={menuId}
                onPress={() => setOpenOn(isOpen ? null : currentPath)}
              >
                <Icon icon={isOpen ? X : Menu} size={22} />
              </Button>
              <Tooltip placement="bottom">{headerCopy.menuLabel}</Tooltip>
            </TooltipTrigger>
          </div>
          <Box as="ul" id={menuId} className={styles.menu} data-open={isOpen || undefined}>
            {mainNav.map((item) => (
              <li key={item.href} className={styles.menuItem}>
                <ButtonLink
                  variant="ghost"
                  href={item.href}
                  aria-current={item.href === currentPath ? 'page' : undefined}
                  className={styles.navLink}
                  onPress={() => choose(item.href)}
                >
                  {item.label}
                </ButtonLink>
              </li>
            ))}
          </Box>
        </nav>
      </Container>
    </header>
  );
}
