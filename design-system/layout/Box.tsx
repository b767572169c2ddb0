import { createElement, type HTMLAttributes, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css';
import * as styles from './Box.css';
import { boxElements, type BoxElement } from './layoutOptions';
import { classNames } from '../components/private/className';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> & {
    /** The element to render, so the markup keeps its meaning (a `nav`, a `ul`). @default 'div' */
    as?: BoxElement;
    /** A ref to the rendered element. @default undefined */
    ref?: Ref<HTMLElement>;
  };

/** Separates sprinkles props (layout and spacing) from everything that belongs on the element. */
export function splitSprinkles<P extends object>(props: P) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest: rest as Omit<P, keyof Sprinkles> };
}

/** The base layout element: any sprinkles prop becomes a class, everything else goes to the element. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  if (import.meta.env.DEV && !boxElements.includes(as)) {
    throw new Error(`Box cannot render as "${String(as)}": use one of ${boxElements.join(', ')}.`);
  }
  const { atoms, rest } = splitSprinkles(props);
  const isList = as === 'ul' || as === 'ol';
  const classes = classNames(isList ? styles.list : undefined, sprinkles(atoms), className);
  return createElement(as, {
    ...rest,
    // WebKit drops list semantics from lists styled `list-style: none` unless the role is explicit.
    role: rest.role ?? (isList ? 'list' : undefined),
    className: classes || undefined,
  });
}
