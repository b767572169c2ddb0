/**
 * The gallery's and the team's photos as the editor serves them: each file once, as it is in
 * `site/assets/` (about 0.5 MB for all of them, fetched only by a preview that shows one), rather than
 * the site's encoded renditions. site/admin/build.ts counts these folders among the editor's inputs.
 */
import type { PictureSources } from '../../components/Picture';
import type { AssetPath } from '../../content/types';
import { placeholderPhotoUrl } from './previewData';

const urls = import.meta.glob<string>('../../assets/{gallery,team}/*.{jpg,jpeg,png,webp}', { query: '?url', import: 'default', eager: true });

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
