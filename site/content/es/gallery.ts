import type * as en from '../gallery';
import { galleryPhotos } from '../galleryPhotos';
import type { Localized } from '../localized';

/** The Spanish twin of `../gallery.ts`: the same photos, described in Spanish (`words/es/gallery.json`). */
export const galleryInitialCount = 4;

export const galleryImages = galleryPhotos('es') satisfies Localized<typeof en.galleryImages>;
