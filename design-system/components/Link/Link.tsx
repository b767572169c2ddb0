import type { ReactNode } from 'react';
import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Link.css';
import type { LinkTone } from './linkTones';
import { composeClassName } from '../private/className';
import { useDesignSystemStrings } from '../../intl/DesignSystemStringsProvider';

export interface LinkProps extends AriaLinkProps {
  /** `inverse` for links on dark surfaces. Inside an inverse `Card` the default tone already adapts. @default 'default' */
  tone?: LinkTone;
  /**
   * A link to another site: opens in a new tab (unless `target` says otherwise), gets
   * `rel="noopener noreferrer"` and tells screen-reader users about the new tab. @default false
   */
  isExternal?: boolean;
  /** The link text. */
  children: AriaLinkProps['children'];
}

const safeRel = (rel: string | undefined) =>
  [...new Set([...(rel ?? '').split(/\s+/).filter(Boolean), 'noopener', 'noreferrer'])].join(' ');

/**
 * A text link on RAC's `Link`: underlined, with the shared focus ring. Inside RAC's `RouterProvider`
 * in-site links navigate with the app's router.
 */
export function Link({ tone, isExternal = false, target, rel, className, children, ...props }: LinkProps) {
  if (import.meta.env.DEV && props.href === undefined) {
    throw new Error('Link needs an href. For an action that does not navigate, use Button (variant="link" looks like a link).');
  }
  const strings = useDesignSystemStrings();
  const resolvedTarget = target ?? (isExternal ? '_blank' : undefined);
  const opensNewTab = resolvedTarget === '_blank';
  return (
    <AriaLink
      {...props}
      target={resolvedTarget}
      rel={isExternal || opensNewTab ? safeRel(rel) : rel}
      className={composeClassName(className, styles.link({ tone }))}
    >
      {composeRenderProps(children, (content): ReactNode =>
        opensNewTab ? (
          <>
            {content}
            <VisuallyHidden>{strings['link.newTab']}</VisuallyHidden>
          </>
        ) : (
          content
        ),
      )}
    </AriaLink>
  );
}
