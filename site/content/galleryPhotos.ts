import type { Lang } from '../i18n/lang';
import record from './data/gallery.json';
import type { GalleryRecord, GalleryWords } from './schema/gallery';
import type { GalleryImage } from './types';
import english from './words/en/gallery.json';
import spanish from './words/es/gallery.json';

const words: Record<Lang, GalleryWords> = { en: english, es: spanish };

/** The gallery's photos described in `lang`: each record with its words of the same id. */
export function galleryPhotos(lang: Lang): GalleryImage[] {
  const alts = new Map(words[lang].photos.map(({ id, alt }) => [id, alt]));
  return (record as GalleryRecord).photos.map(({ id, image, width, height }) => {
    const alt = alts.get(id);
    if (alt === undefined) throw new Error(`words/${lang}/gallery.json has no description for photo "${id}".`);
    return { src: image, alt, width, height };
  });
}
