import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, IconSpriteContext, type IconComponent, type IconSprite } from '../../design-system/components/Icon/Icon';
import { Mail, Phone } from '../../design-system/components/Icon/icons';

/** A sprite that names each glyph by its display name and records what it was asked for. */
function recordingSprite() {
  const asked: IconComponent[] = [];
  const sprite: IconSprite = {
    symbolId: (icon) => {
      asked.push(icon);
      return `icon-${icon.displayName ?? '?'}`;
    },
  };
  return { sprite, asked };
}

describe('Icon', () => {
  it('draws its glyph in place when no sprite is given, hidden from assistive technology', () => {
    const { container } = render(<Icon icon={Phone} size={16} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '16');
    expect(svg?.querySelector('path')).not.toBeNull();
    expect(svg?.querySelector('use')).toBeNull();
  });

  it("with a sprite, uses the glyph's symbol and draws nothing itself, with the same size and name", () => {
    const { sprite, asked } = recordingSprite();
    const { container } = render(
      <IconSpriteContext value={sprite}>
        <Icon icon={Phone} size={18} className="extra" />
        <Icon icon={Mail} label="Email us" />
        <Icon icon={Phone} />
      </IconSpriteContext>,
    );
    const svgs = [...container.querySelectorAll('svg')];
    expect(svgs.map((svg) => svg.querySelector('use')?.getAttribute('href'))).toEqual(['#icon-Phone', '#icon-Mail', '#icon-Phone']);
    expect(container.querySelector('path')).toBeNull();
    expect(svgs[0]).toHaveAttribute('width', '18');
    expect(svgs[0]).toHaveAttribute('aria-hidden', 'true');
    expect(svgs[0]).toHaveClass('extra');
    expect(screen.getByRole('img', { name: 'Email us' })).toBe(svgs[1]);
    expect(asked).toEqual([Phone, Mail, Phone]);
  });
});
