// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { contentFor } from '../../site/content/siteContent';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  assetPathFromGlobKey,
  buildImageSources,
  buildImageTable,
  createImageLookup,
  fallbackWidth,
  normalizeRenditions,
  toSrcset,
  type Rendition,
} from '../../site/assets/imageSources';
import { articlesOf } from '../../site/content/blog';
import { business } from '../../site/content/facts/business';
import { businessFactsIn } from '../../site/content/facts/business';
import { languages } from '../../site/i18n/lang';
import { routes } from '../../site/routes/routeTable';
import {
  maxPlaceholderBytes,
  placeholderTargets,
  renderJpeg,
  renderSvg,
  shareImageFiles,
  writePlaceholders,
} from '../../site/scripts/placeholders';

const { galleryImages } = contentFor('en').gallery;
const { homePage } = contentFor('en').home;
const { team, teamFuture } = contentFor('en').team;

const articles = articlesOf('en');

/** Every image the content and the route metadata name, gathered here independently of the script. */
const referenced = new Set<string>([
  homePage.hero.image,
  ...galleryImages.map((image) => `gallery/${image.src}`),
  ...team.map((member) => `team/${member.image}`),
  `team/${teamFuture.image}`,
  ...articles.map((article) => `blog/${article.image}`),
  ...routes.flatMap((route) => (route.meta.image ? [route.meta.image] : [])),
]);

const siteFile = (file: string) => new URL(`../../site/${file}`, import.meta.url);

/** What vite-imagetools reports for a 1200x900 source asked for 400;800;1200;1600 (1600 is capped). */
function renditions(format: string, name = 'gallery-01'): Rendition[] {
  return [800, 400, 1200].map((width) => ({
    src: `/assets/${name}-${width}.${format}`,
    width,
    height: (width * 3) / 4,
  }));
}

const fixture = {
  avif: { './gallery/gallery-01.jpg': renditions('avif'), './hero/home-hero.jpg': renditions('avif', 'home-hero') },
  jpeg: { './gallery/gallery-01.jpg': renditions('jpeg'), './hero/home-hero.jpg': renditions('jpeg', 'home-hero') },
};

describe('image sources', () => {
  it('builds avif and jpeg srcsets narrowest first, and no other format, with the intrinsic size of the largest rendition', () => {
    const image = buildImageSources('gallery/gallery-01.jpg', {
      avif: renditions('avif'),
      jpeg: renditions('jpeg'),
    });
    expect(image.width).toBe(1200);
    expect(image.height).toBe(900);
    expect(image.avif.srcset).toBe(
      '/assets/gallery-01-400.avif 400w, /assets/gallery-01-800.avif 800w, /assets/gallery-01-1200.avif 1200w',
    );
    expect(Object.keys(image).sort()).toEqual(['avif', 'height', 'jpeg', 'path', 'width']);
    expect(image.avif.widths).toEqual([400, 800, 1200]);
    expect(image.jpeg.widths).toEqual([400, 800, 1200]);
    expect(image.jpeg.srcset).toContain('/assets/gallery-01-1200.jpeg 1200w');
  });

  it(`falls back to the first rendition at least ${fallbackWidth} wide, or the largest when all are narrower`, () => {
    expect(buildImageSources('a/b.jpg', { avif: renditions('avif'), jpeg: renditions('jpeg') }).jpeg.src).toBe(
      '/assets/gallery-01-800.jpeg',
    );
    const small = (format: string): Rendition => ({ src: `/small.${format}`, width: 300, height: 200 });
    const image = buildImageSources('team/small.png', { avif: small('avif'), jpeg: small('jpeg') });
    expect(image.jpeg.src).toBe('/small.jpeg');
    expect(image.avif.srcset).toBe('/small.avif 300w');
    expect([image.width, image.height]).toEqual([300, 200]);
  });

  it('accepts the single object the plugin returns for one rendition and drops duplicate widths', () => {
    const one: Rendition = { src: '/x.avif', width: 640, height: 480 };
    expect(normalizeRenditions(one)).toEqual([one]);
    expect(normalizeRenditions([one, { ...one, src: '/y.avif' }])).toEqual([one]);
    expect(toSrcset([one, { src: '/z.avif', width: 1280, height: 960 }])).toBe('/x.avif 640w, /z.avif 1280w');
  });

  it('refuses an image with no renditions in a format, naming the file', () => {
    expect(() => buildImageSources('blog/broken.jpg', { avif: [], jpeg: renditions('jpeg') })).toThrow(
      /no avif renditions for site\/assets\/blog\/broken\.jpg/,
    );
  });
});

describe('image lookup', () => {
  const getImage = createImageLookup(buildImageTable(fixture));

  it('keys images by their path under site/assets/', () => {
    expect(assetPathFromGlobKey('./gallery/gallery-01.jpg')).toBe('gallery/gallery-01.jpg');
    const hero = getImage('hero/home-hero.jpg');
    expect(hero.avif.srcset).toMatch(/home-hero-400\.avif 400w.*home-hero-1200\.avif 1200w/);
    expect(hero.jpeg.src).toMatch(/\.jpeg$/);
  });

  it('throws with the missing file name and what the folder does hold', () => {
    expect(() => getImage('gallery/gallery-99.jpg')).toThrow(
      'Missing image: site/assets/gallery/gallery-99.jpg does not exist. Add the file (or run `npx tsx site/scripts/placeholders.ts` for a placeholder); site/assets/gallery/ holds gallery-01.jpg',
    );
  });
});

describe('image table', () => {
  const unprocessed = { avif: { './team/a.jpg': '/site/assets/team/a.jpg?format=avif' }, jpeg: {} };

  it('refuses files vite-imagetools did not process', () => {
    expect(() => buildImageTable(unprocessed)).toThrow(
      'site/assets/team/a.jpg reached the site unprocessed: register vite-imagetools (`imagetools()`) in vite.config.ts.',
    );
  });

  it('passes them through as their source URL when allowed (unit tests)', () => {
    const image = createImageLookup(buildImageTable(unprocessed, { allowUnprocessed: true }))('team/a.jpg');
    expect(image.jpeg).toEqual({ src: '/site/assets/team/a.jpg', srcset: '/site/assets/team/a.jpg', widths: [] });
    expect([image.width, image.height]).toEqual([0, 0]);
  });

  it('finds every referenced image through the real glob, and names a missing one', async () => {
    const { getImage, imagePaths } = await import('../../site/assets/images');
    expect([...referenced].filter((path) => !imagePaths.includes(path))).toEqual([]);
    expect(getImage('hero/home-hero.jpg').jpeg.src).toBe('/site/assets/hero/home-hero.jpg');
    expect(() => getImage('gallery/gallery-99.jpg')).toThrow(/^Missing image: site\/assets\/gallery\/gallery-99\.jpg does not exist/);
  });
});

describe('placeholder generator', () => {
  const targets = placeholderTargets();

  it('draws exactly the files the content references, plus a share image per language', () => {
    expect(targets.map((target) => target.file).sort()).toEqual(
      [...[...referenced].map((path) => `assets/${path}`), 'public/og-image.jpg', 'public/og-image-es.jpg'].sort(),
    );
    expect(new Set(targets.map((target) => target.file)).size).toBe(targets.length);
  });

  it('draws each kind of picture at the size its place on the page and the share card want', () => {
    const size = (file: string) => {
      const target = targets.find((t) => t.file === file);
      return target && [target.width, target.height];
    };
    expect(size('assets/gallery/gallery-01.jpg')).toEqual([1200, 900]);
    expect(size(`assets/${homePage.hero.image}`)).toEqual([1600, 900]);
    expect(size('assets/team/daniel-whitaker.jpg')).toEqual([800, 800]);
    expect(size(`assets/team/${teamFuture.image}`)).toEqual([1200, 800]);
    expect(size(`assets/blog/${articles[0]?.image}`)).toEqual([1200, 675]);
    for (const lang of languages) expect(size(shareImageFiles[lang])).toEqual([1200, 630]);
  });

  it('draws a different picture for each gallery image', () => {
    const gallery = targets.filter((target) => target.file.startsWith('assets/gallery/')).map(renderSvg);
    expect(gallery).toHaveLength(galleryImages.length);
    expect(new Set(gallery).size).toBe(gallery.length);
  });

  it.each([...referenced].map((path) => [path]))('site/assets/%s exists on disk', (path) => {
    expect(existsSync(siteFile(`assets/${path}`))).toBe(true);
  });

  it.each(languages)('has the %s share image in the public folder, with the name, phone and emergency line in its language', (lang) => {
    expect(existsSync(siteFile(shareImageFiles[lang]))).toBe(true);
    const share = targets.find((target) => target.file === shareImageFiles[lang]);
    const svg = share ? renderSvg(share) : '';
    expect(svg).toContain(business.name);
    expect(svg).toContain(business.phone.display);
    expect(svg).toContain(businessFactsIn(lang).hours.emergency);
    for (const other of languages.filter((candidate) => candidate !== lang)) {
      expect(svg).not.toContain(businessFactsIn(other).hours.emergency);
    }
  });

  it('renders a small progressive JPEG at the target size', async () => {
    const target = targets.find((t) => t.file === 'assets/gallery/gallery-14.jpg') ?? targets[0]!;
    const jpeg = await renderJpeg(target);
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.isProgressive).toBe(true);
    expect([meta.width, meta.height]).toEqual([target.width, target.height]);
    expect(jpeg.length).toBeLessThan(maxPlaceholderBytes);
  });

  it('writes only missing files and never touches one that exists (a real photo)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'placeholders-'));
    try {
      const [missing, ...present] = targets;
      for (const target of present) {
        mkdirSync(dirname(join(root, target.file)), { recursive: true });
        writeFileSync(join(root, target.file), 'a real photo');
      }
      const { written, kept } = await writePlaceholders(root);
      expect(written.map((file) => file.file)).toEqual([missing?.file]);
      expect(kept).toHaveLength(present.length);
      for (const target of present) expect(readFileSync(join(root, target.file), 'utf8')).toBe('a real photo');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
