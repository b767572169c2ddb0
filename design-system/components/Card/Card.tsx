import type { HTMLAttributes, ReactNode } from 'react';
import { Box } from '../../layout/Box';
import type { ResponsiveValue } from '../../layout/responsive';
import type { Space } from '../../theme/tokens';
import { classNames } from '../private/className';
import * as styles from './Card.css';
import { cardElements, type CardElement, type CardTone } from './cardOptions';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `article` for self-contained items, `li` inside a list of cards. @default 'div' */
  as?: CardElement;
  /**
   * The surface. `inverse` is dark: text turns light and links and focus rings switch to their
   * inverse colours for everything inside. @default 'default'
   */
  tone?: CardTone;
  /** Inner spacing, one value or one per breakpoint. @default 'large' */
  padding?: ResponsiveValue<Space>;
  /**
   * The whole card is clickable: put a link in its heading and that link covers the card, lifts it on
   * hover and rings it on keyboard focus. Other links and buttons inside keep working. @default false
   */
  interactive?: boolean;
  /** The card's content. */
  children: ReactNode;
}

/** A bordered, rounded surface that groups related content. */
export function Card({ as = 'div', tone, padding = 'large', interactive = false, className, ...props }: CardProps) {
  if (import.meta.env.DEV && !cardElements.includes(as)) {
    throw new Error(`Card cannot render as "${String(as)}": use one of ${cardElements.join(', ')}.`);
  }
  return <Box {...props} as={as} padding={padding} className={classNames(styles.card({ tone }), interactive ? styles.interactive : undefined, className)} />;
}
