import { galleryPhotos } from './galleryPhotos';
import type { GalleryImage } from './types';

/** How many images the home page gallery shows before 'See More Work'. */
export const galleryInitialCount = 4;

/**
 * Work photos, in display order (the first four are shown collapsed, so they carry the range of
 * services): `data/gallery.json` names each file under `site/assets/gallery/` (a real photo saved under
 * the same name replaces the placeholder), `words/<lang>/gallery.json` describes it.
 */
export const galleryImages: readonly GalleryImage[] = galleryPhotos('en');
