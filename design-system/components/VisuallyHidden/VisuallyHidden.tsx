import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

export const visuallyHiddenElements = ['span', 'div', 'h2'] as const;
export type VisuallyHiddenElement = (typeof visuallyHiddenElements)[number];

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** `h2` names a section for screen-reader users without a visible heading. @default 'span' */
  as?: VisuallyHiddenElement;
  /** The text that only assistive technology reads. */
  children: ReactNode;
}

/** Text for screen readers only: context a sighted user gets from the layout. */
export function VisuallyHidden({ as = 'span', className, ...props }: VisuallyHiddenProps) {
  if (import.meta.env.DEV && !visuallyHiddenElements.includes(as)) {
    throw new Error(`VisuallyHidden cannot render as "${String(as)}": use one of ${visuallyHiddenElements.join(', ')}.`);
  }
  return createElement(as, { ...props, className: className ? `${styles.visuallyHidden} ${className}` : styles.visuallyHidden });
}
