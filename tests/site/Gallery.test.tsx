import { render, screen } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Gallery } from '../../site/components/Gallery';
import { galleryMaxPhotos } from '../../site/components/galleryLimit';
import { getImage } from '../../site/assets/images';
import { pictureSources } from '../../site/components/Picture';

const { galleryImages } = contentFor('en').gallery;

const labels = { showMoreLabel: 'See More Work', showLessLabel: 'Show Less', initialCount: 4 } as const;
const photos = galleryImages.map((image) => ({ sources: pictureSources(getImage(`gallery/${image.src}`)), alt: image.alt }));

describe('Gallery', () => {
  it('has no toggle when there are only 4 images', () => {
    render(<Gallery photos={photos.slice(0, 4)} {...labels} />);
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the first 4 images and points the toggle at the grid it controls', () => {
    render(<Gallery photos={photos} {...labels} />);
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
    render(<Gallery photos={photos} {...labels} />);
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
    render(<Gallery photos={photos} {...labels} />);
    const toggle = screen.getByRole('button', { name: labels.showMoreLabel });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('img')).toHaveLength(16);
    expect(document.activeElement?.tagName).toBe('FIGURE');
  });

  it('has every photo in the HTML: the others hidden until asked for, and shown where scripts cannot run', () => {
    render(<Gallery photos={photos} {...labels} />);
    const items = screen.getByRole('list', { hidden: true }).querySelectorAll(':scope > li');
    expect(items).toHaveLength(16);
    items.forEach((item, index) => {
      expect(item.hasAttribute('hidden')).toBe(index >= 4);
      expect(item.getAttribute('data-no-script')).toBe(index >= 4 ? 'show' : null);
    });
    expect(screen.getByRole('button').closest('[data-no-script="hide"]')).not.toBeNull();
  });

  it(`puts at most ${galleryMaxPhotos} photos on the page, the first ones in content order`, () => {
    // 30 distinct photos made from the real ones: more than the cap, as years of added work would be.
    const many = Array.from({ length: 30 }, (_, index) => {
      const photo = photos[index % photos.length];
      if (!photo) throw new Error('No photo to copy.');
      return { sources: { ...photo.sources, fallback: `${photo.sources.fallback}?copy=${index}` }, alt: `Photo ${index + 1}` };
    });
    const { container } = render(<Gallery photos={many} {...labels} />);
    expect(galleryMaxPhotos).toBe(24);
    const alts = Array.from(container.querySelectorAll('img'), (image) => image.getAttribute('alt'));
    expect(alts).toEqual(many.slice(0, 24).map((photo) => photo.alt));
    expect(screen.getAllByRole('img')).toHaveLength(4);
  });
});
