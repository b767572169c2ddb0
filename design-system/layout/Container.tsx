import { Box, type BoxProps } from './Box';
import * as styles from './Container.css';
import { containerWidths, type ContainerWidth } from './layoutOptions';
import { classNames } from '../components/private/className';

type SidePadding = 'padding' | 'paddingX' | 'paddingLeft' | 'paddingRight';

export interface ContainerProps extends Omit<BoxProps, SidePadding | 'as'> {
  /** The landmark or sectioning element to render. @default 'div' */
  as?: 'div' | 'section' | 'main' | 'header' | 'footer' | 'nav' | 'article';
  /** `narrow` for running text, `default` for page sections, `wide` for galleries and full-bleed grids. @default 'default' */
  width?: ContainerWidth;
}

/** Centres content at the page's maximum width, with side padding that grows with the screen. */
export function Container({ width = 'default', className, ...props }: ContainerProps) {
  if (import.meta.env.DEV && !containerWidths.includes(width)) {
    throw new Error(`Container width "${String(width)}" does not exist: use one of ${containerWidths.join(', ')}.`);
  }
  return (
    <Box
      {...props}
      paddingX={{ mobile: 'medium', tablet: 'large', desktop: 'xlarge' }}
      className={classNames(styles.container, styles.width[width], className)}
    />
  );
}
