/**
 * Every photo under site/assets/, encoded by vite-imagetools as AVIF and JPEG at up to four
 * widths (never wider than the source). The glob finds files by itself: a real photo saved in one
 * of these folders goes through the same pipeline with no code change.
 *
 * Eager globs keep the URLs and sizes in the chunk that renders the image, so the prerendered
 * HTML and the hydrated page carry the same `srcset` without a second request.
 */
import type { AssetPath } from '../content/types';
import { buildImageTable, createImageLookup, type GlobOutput, type ImageSources } from './imageSources';

// Glob options must be literals, so the widths and per-format quality are repeated in each query.
// 'jpeg', not 'jpg': a file read back from the plugin's cache reports 'jpeg', and the extension of the
// emitted file follows that name, so 'jpg' would give the client and server builds different URLs.
const avif = import.meta.glob<GlobOutput>('./**/*.{jpg,jpeg,png,webp}', {
  query: { w: '400;800;1200;1600', format: 'avif', quality: '50', as: 'metadata:src;width;height' },
  import: 'default',
  eager: true,
});
const jpeg = import.meta.glob<GlobOutput>('./**/*.{jpg,jpeg,png,webp}', {
  query: {
    w: '400;800;1200;1600',
    format: 'jpeg',
    quality: '75',
    progressive: 'true',
    as: 'metadata:src;width;height',
  },
  import: 'default',
  eager: true,
});

// Unit tests run Vite without vite-imagetools; there each file passes through as its plain URL.
const table = buildImageTable({ avif, jpeg }, { allowUnprocessed: import.meta.env.MODE === 'test' });
const lookup = createImageLookup(table);

export type { ImageSources } from './imageSources';

/** The encoded renditions of `site/assets/<path>`; throws with the file name when it is missing. */
export function getImage(path: AssetPath): ImageSources {
  return lookup(path);
}

/** Every image path the pipeline knows, for checks and tooling. */
export const imagePaths: readonly string[] = [...table.keys()];
