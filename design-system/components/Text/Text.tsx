import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Text.css';
import { textElements, type TextAlign, type TextElement, type TextSize, type TextTone, type TextWeight } from './textOptions';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element: `p` for paragraphs, `span` inside other text, `strong` for importance. @default 'p' */
  as?: TextElement;
  /** The type size. @default 'medium' */
  size?: TextSize;
  /** `default` takes the surrounding text colour; `inverse` is for dark surfaces. @default 'default' */
  tone?: TextTone;
  /** The font weight. @default 'regular' ('bold' when `as="strong"`) */
  weight?: TextWeight;
  /** Text alignment; unset, it follows the surrounding text. @default undefined */
  align?: TextAlign;
  /** The text. */
  children: ReactNode;
}

/** Body copy in the theme's type scale and colour roles. */
export function Text({ as = 'p', size, tone, weight, align, className, ...props }: TextProps) {
  if (import.meta.env.DEV && !textElements.includes(as)) {
    throw new Error(`Text cannot render as "${String(as)}": use one of ${textElements.join(', ')}. For headings use Heading.`);
  }
  const look = styles.text({ size, tone, weight: weight ?? (as === 'strong' ? 'bold' : 'regular'), align });
  const classes = className ? `${look} ${className}` : look;
  return createElement(as, { ...props, className: classes });
}
