import type { IconComponent, IconSprite } from '../../design-system';

/** The attribute that marks the element holding a page's icon symbols until the prerenderer places them. */
export const iconSymbolsAttribute = 'data-icon-symbols';

/** A page's icons, each glyph given one `<symbol>` id, in the order the page first uses them. */
export interface PageIconSprite extends IconSprite {
  readonly glyphs: ReadonlyMap<IconComponent, string>;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export function createIconSprite(): PageIconSprite {
  const glyphs = new Map<IconComponent, string>();
  const taken = new Set<string>();
  return {
    glyphs,
    symbolId(icon) {
      let id = glyphs.get(icon);
      if (id === undefined) {
        const named = `icon-${kebab(icon.displayName ?? '') || glyphs.size}`;
        id = taken.has(named) ? `${named}-${glyphs.size}` : named;
        taken.add(id);
        glyphs.set(icon, id);
      }
      return id;
    },
  };
}

/**
 * Each glyph the page used, drawn once inside its `<symbol>`. Rendered after the page, so every icon
 * has asked for its symbol; the prerenderer then gives each symbol the glyph's drawing attributes and
 * moves it to the icon that uses it first (`placeIconSymbols.ts`), so that it arrives with the part of
 * the page that needs it and not before.
 */
export function IconSymbols({ sprite }: { sprite: PageIconSprite }) {
  return (
    <svg {...{ [iconSymbolsAttribute]: '' }}>
      {[...sprite.glyphs].map(([Glyph, id]) => (
        <symbol key={id} id={id}>
          <Glyph />
        </symbol>
      ))}
    </svg>
  );
}
