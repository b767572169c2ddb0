import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import * as styles from './Heading.css';
import { defaultHeadingSize, headingLevels, type HeadingLevel, type HeadingSize, type HeadingTone } from './headingOptions';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level: renders `<h1>`..`<h6>`. Pick it from the page structure, never for the look. */
  level: HeadingLevel;
  /** The visual size, independent of the level. @default the level's size (1: 'xxxlarge' … 6: 'small') */
  size?: HeadingSize;
  /** `default` takes the surrounding text colour; `inverse` is for dark surfaces. @default 'default' */
  tone?: HeadingTone;
  /** A ref to the heading element, for moving focus to it after navigation. @default undefined */
  ref?: Ref<HTMLHeadingElement>;
  /** The heading text. */
  children: ReactNode;
}

/** A section heading whose level follows the document outline and whose size follows the design. */
export function Heading({ level, size, tone, className, ...props }: HeadingProps) {
  if (import.meta.env.DEV && !headingLevels.includes(level)) {
    throw new Error(
      `Heading level must be one of ${headingLevels.join(', ')}; got ${String(level)}. For a smaller look at the same level, pass size="small".`,
    );
  }
  const look = styles.heading({ size: size ?? defaultHeadingSize[level], tone });
  const classes = className ? `${look} ${className}` : look;
  return createElement(`h${level}`, { ...props, className: classes });
}
