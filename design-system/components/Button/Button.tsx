import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { LoaderCircle } from '../Icon/icons';
import * as styles from './Button.css';
import type { ButtonSize, ButtonVariant } from './buttonVariants';
import { composeClassName } from '../private/className';

interface ButtonLookProps {
  /** The look. `emergency` and `cta` are for the call and message actions. @default 'default' */
  variant?: ButtonVariant;
  /** The size. `icon` is square and needs an `aria-label`. @default 'default' */
  size?: ButtonSize;
}

export interface ButtonProps extends Omit<AriaButtonProps, 'render'>, ButtonLookProps {
  /**
   * The id of a `popover` element this button shows and hides by itself, with or without JavaScript
   * (HTML's `popovertarget`). React Aria does not pass the attribute on.
   * @default undefined
   */
  popoverTarget?: string;
}
export interface ButtonLinkProps extends AriaLinkProps, ButtonLookProps {}

interface NamedProps {
  size?: ButtonSize;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** An icon-only control has no text to read out: refuse to render one without a name. */
function assertNamed(component: string, props: NamedProps) {
  if (import.meta.env.DEV && props.size === 'icon' && !props['aria-label'] && !props['aria-labelledby']) {
    throw new Error(
      `${component} with size="icon" needs an accessible name: pass aria-label="…" (for example aria-label="Close menu") or aria-labelledby.`,
    );
  }
}

/** A button on RAC's `Button`: press events, keyboard and touch handling, pending state. */
export function Button({ variant, size, className, children, popoverTarget, ...props }: ButtonProps) {
  assertNamed('Button', { size, ...props });
  return (
    <AriaButton
      {...props}
      render={popoverTarget === undefined ? undefined : (domProps) => <button {...domProps} popoverTarget={popoverTarget} />}
      className={composeClassName(className, styles.button({ variant, size }))}
    >
      {composeRenderProps(children, (content, { isPending }): ReactNode =>
        isPending ? (
          <>
            <Icon icon={LoaderCircle} className={styles.spinner} />
            {content}
          </>
        ) : (
          content
        ),
      )}
    </AriaButton>
  );
}

/**
 * A link that looks like a button: `tel:` links, in-site navigation ("Message Us" to /contact).
 * Renders an `<a>`; inside RAC's `RouterProvider` it navigates with the app's router.
 */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  assertNamed('ButtonLink', { size, ...props });
  return (
    <AriaLink
      {...props}
      className={composeClassName(className, styles.button({ variant, size }))}
    />
  );
}
