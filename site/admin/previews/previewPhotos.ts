/**
 * The gallery's and the team's photos as the editor serves them: each file once, encoded again by
 * vite-imagetools as one JPEG at most 1200 pixels wide (fetched only by a preview that shows one),
 * rather than the site's set of renditions. Not the file itself: a photo added by hand may carry where
 * it was taken, and the editor is served from the public site; the encoder writes no metadata (its
 * `removeMetadata`, on by default) and turns the picture upright first. site/admin/build.ts counts
 * these folders among the editor's inputs.
 */
import type { PictureSources } from '../../components/Picture';
import type { AssetPath } from '../../content/types';
import { placeholderPhotoUrl } from './previewData';

const urls = import.meta.glob<string>('../../assets/{gallery,team}/*.{jpg,jpeg,png,webp}', {
  query: { w: '1200', format: 'jpeg', quality: '80' },
  import: 'default',
  eager: true,
});

/** The URL of `site/assets/<src>` in the editor, if the editor has it. */
export const previewPhotoUrl = (src: AssetPath): string | undefined => urls[`../../assets/${src}`];

/**
 * What the site's `Picture` needs, for the one file: no AVIF or WebP renditions (an empty `srcset`
 * is skipped), the file itself as the JPEG; a labelled placeholder when the editor has no such file.
 * `width` and `height` reserve the box until the file arrives; the photo then keeps its own proportions.
 */
export function previewPictureSources(src: AssetPath, width: number, height: number): PictureSources {
  const url = previewPhotoUrl(src) ?? placeholderPhotoUrl(src.slice(src.indexOf('/') + 1), width, height);
  return { width, height, avif: '', webp: '', jpeg: url, fallback: url };
}
