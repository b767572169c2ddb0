import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { getImage } from '../../site/assets/images';
import type { ImageSources } from '../../site/assets/imageSources';
import { EncodedImage, ResponsiveImage } from '../../site/components/ResponsiveImage';

// Renditions as the pipeline gives them in a build (the unit tests run without vite-imagetools, where
// each file passes through as its plain URL).
const hero: ImageSources = {
  path: 'hero/home-hero.jpg',
  width: 1600,
  height: 900,
  avif: { srcset: '/assets/hero-400.avif 400w, /assets/hero-1600.avif 1600w', src: '/assets/hero-1600.avif', widths: [400, 1600] },
  jpeg: { srcset: '/assets/hero-400.jpg 400w, /assets/hero-1600.jpg 1600w', src: '/assets/hero-1600.jpg', widths: [400, 1600] },
};

const sizes = '(min-width: 64rem) 50vw, 100vw';
const alt = 'A technician setting up drying equipment';

describe('ResponsiveImage', () => {
  it('renders a picture with an AVIF source and a JPEG fallback image, and no WebP (a browser without AVIF takes the JPEG)', () => {
    const { container, getByRole } = render(<EncodedImage image={hero} alt={alt} sizes={sizes} />);
    const picture = container.querySelector('picture');
    expect(picture).not.toBeNull();
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif']);
    expect(sources[0]).toHaveAttribute('srcset', hero.avif.srcset);
    for (const source of sources) expect(source).toHaveAttribute('sizes', sizes);

    const img = getByRole('img', { name: alt });
    expect(img.parentElement).toBe(picture);
    expect(img).toHaveAttribute('src', hero.jpeg.src);
    expect(img).toHaveAttribute('srcset', hero.jpeg.srcset);
    expect(img).toHaveAttribute('sizes', sizes);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
  });

  it('loads lazily and decodes off the main thread by default', () => {
    const { getByRole } = render(<EncodedImage image={hero} alt={alt} sizes={sizes} />);
    const img = getByRole('img', { name: alt });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads a priority image eagerly with high fetch priority', () => {
    const { getByRole } = render(<EncodedImage image={hero} alt={alt} sizes={sizes} priority />);
    const img = getByRole('img', { name: alt });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('adds the caller class to the image next to its own', () => {
    const { getByRole } = render(<EncodedImage image={hero} alt={alt} sizes={sizes} className="cover" />);
    const img = getByRole('img', { name: alt });
    expect(img).toHaveClass('cover');
    expect(img.classList.length).toBe(2);
  });

  it('keeps a decorative image out of the accessibility tree', () => {
    const { container, queryByRole } = render(<EncodedImage image={hero} alt="" sizes={sizes} />);
    expect(queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('preloads a priority image from the document head with its AVIF srcset and sizes', () => {
    const document = (priority: boolean) =>
      renderToString(
        <html lang="en">
          <head>
            <title>Test</title>
          </head>
          <body>
            <main>
              <EncodedImage image={hero} alt={alt} sizes={sizes} priority={priority} />
            </main>
          </body>
        </html>,
      );
    const html = document(true);
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    const preloads = head.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    const link = preloads[0] ?? '';
    expect(link).toContain('as="image"');
    expect(link).toContain(`imageSrcSet="${hero.avif.srcset}"`);
    expect(link).toContain(`imageSizes="${sizes}"`);
    expect(link).toContain('type="image/avif"');
    expect(link).toContain('fetchPriority="high"');
    expect(document(false)).not.toContain('rel="preload"');
  });

  it('draws the renditions the pipeline has for its path', () => {
    const { getByRole } = render(<ResponsiveImage src="hero/home-hero.jpg" alt={alt} sizes={sizes} priority />);
    const img = getByRole('img', { name: alt });
    expect(img).toHaveAttribute('src', getImage('hero/home-hero.jpg').jpeg.src);
    expect(img).toHaveAttribute('sizes', sizes);
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('throws with the file name when the asset is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ResponsiveImage src="gallery/nope.jpg" alt={alt} sizes={sizes} />)).toThrow(
      'Missing image: site/assets/gallery/nope.jpg',
    );
    vi.restoreAllMocks();
  });

  it('asks for a sizes attribute in development', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<EncodedImage image={hero} alt={alt} sizes=" " />)).toThrow(/needs a sizes attribute/);
    vi.restoreAllMocks();
  });
});
