import type { AnchorHTMLAttributes, ReactNode } from 'react';
import * as styles from './SkipLink.css';

export interface SkipLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The in-page target: the id of the page's `<main>` (give it `tabIndex={-1}`). @default '#main' */
  href?: `#${string}`;
  /** The link text. @default 'Skip to main content' */
  children?: ReactNode;
}

/**
 * The first tab stop of every page (WCAG 2.4.1 Bypass Blocks): hidden until it has focus, then shown
 * top-left above everything. A plain `<a>`, not RAC's Link, so the browser's own fragment navigation
 * moves focus and no client router intercepts it.
 */
export function SkipLink({ href = '#main', children = 'Skip to main content', className, ...props }: SkipLinkProps) {
  if (import.meta.env.DEV && (!href.startsWith('#') || href.length < 2)) {
    throw new Error(`SkipLink href must point at an element on the page, like "#main"; got "${String(href)}".`);
  }
  return (
    <a {...props} href={href} className={className ? `${styles.skipLink} ${className}` : styles.skipLink}>
      {children}
    </a>
  );
}
