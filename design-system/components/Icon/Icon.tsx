import type { ComponentType, SVGProps } from 'react';
import * as styles from './Icon.css';

export type IconComponent = ComponentType<
  SVGProps<SVGSVGElement> & { size?: number | string; strokeWidth?: number | string; absoluteStrokeWidth?: boolean }
>;

export interface IconProps {
  /** The icon to draw, from the design system's icon set. */
  icon: IconComponent;
  /**
   * Text for an icon that carries meaning on its own. Leave it out for decorative icons next to text:
   * they are hidden from assistive technology.
   * @default undefined
   */
  label?: string;
  /** Edge length in pixels. @default 20 */
  size?: number;
  className?: string;
}

/** An SVG icon, hidden from screen readers unless it is given a `label`. */
export function Icon({ icon: Glyph, label, size = 20, className }: IconProps) {
  const classes = className ? `${styles.icon} ${className}` : styles.icon;
  return label ? (
    <Glyph role="img" aria-label={label} width={size} height={size} className={classes} focusable="false" />
  ) : (
    <Glyph aria-hidden="true" width={size} height={size} className={classes} focusable="false" />
  );
}
