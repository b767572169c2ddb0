import { createContext, use, type ComponentType, type SVGProps } from 'react';
import * as styles from './Icon.css';

export type IconComponent = ComponentType<
  SVGProps<SVGSVGElement> & { size?: number | string; strokeWidth?: number | string; absoluteStrokeWidth?: boolean }
>;

/**
 * Draws each glyph once per document: an icon becomes a `<use>` of the glyph's `<symbol>`, which the
 * provider writes into the document. Without a provider (the default) every icon draws its glyph in
 * place, which is what a part rendered in the browser needs: it cannot know which symbols the page has.
 */
export interface IconSprite {
  /** The `id` the glyph's `<symbol>` has in the document, the same for every icon of that glyph. */
  symbolId: (icon: IconComponent) => string;
}

export const IconSpriteContext = createContext<IconSprite | null>(null);

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

/**
 * An SVG icon, hidden from screen readers unless it is given a `label`. It has no `focusable="false"`:
 * only Internet Explorer put an inline SVG in the tab order, and every browser the site runs in leaves
 * it out, so the attribute was bytes on every icon of every page.
 */
export function Icon({ icon: Glyph, label, size = 20, className }: IconProps) {
  const sprite = use(IconSpriteContext);
  const classes = className ? `${styles.icon} ${className}` : styles.icon;
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  if (sprite) {
    return (
      <svg {...named} width={size} height={size} className={classes}>
        <use href={`#${sprite.symbolId(Glyph)}`} />
      </svg>
    );
  }
  // An inline `<svg>` is in the SVG namespace without lucide's `xmlns`, which would be bytes in the HTML of
  // every island that shows an icon.
  return <Glyph {...named} width={size} height={size} className={classes} xmlns={undefined} />;
}
