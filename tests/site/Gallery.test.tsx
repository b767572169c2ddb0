import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Gallery } from '../../site/components/Gallery';
import { galleryImages } from '../../site/content/gallery';

const labels = { showMoreLabel: 'See More Work', showLessLabel: 'Show Less' } as const;

describe('Gallery', () => {
  it('has no toggle when there are only 4 images', () => {
    render(<Gallery images={galleryImages.slice(0, 4)} {...labels} />);
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the first 4 images and points the toggle at the grid it controls', () => {
    render(<Gallery images={galleryImages} {...labels} />);
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(
      galleryImages.slice(0, 4).map((image) => image.alt),
    );
    const toggle = screen.getByRole('button', { name: labels.showMoreLabel });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).toBe(screen.getByRole('list'));
  });

  it('expands to every image, moves focus to the first new one, and collapses back', async () => {
    const user = userEvent.setup();
    render(<Gallery images={galleryImages} {...labels} />);
    const toggle = screen.getByRole('button', { name: labels.showMoreLabel });

    await user.click(toggle);
    expect(screen.getAllByRole('img')).toHaveLength(16);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(labels.showLessLabel);
    const fifth = screen.getByRole('img', { name: galleryImages[4]?.alt });
    expect(document.activeElement).toBe(fifth.closest('figure'));

    await user.click(toggle);
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Gallery images={galleryImages} {...labels} />);
    const toggle = screen.getByRole('button', { name: labels.showMoreLabel });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('img')).toHaveLength(16);
    expect(document.activeElement?.tagName).toBe('FIGURE');
  });
});
