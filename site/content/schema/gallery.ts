/**
 * What the work photos may be: the photos themselves once (`data/gallery.json`: the file under
 * `site/assets/gallery/` and the size its placeholder is drawn at while the file is missing), and their
 * descriptions in each language (`words/<lang>/gallery.json`), matched by id.
 */
import * as v from 'valibot';
import { fields, line, recordId } from './fields';
import { photoFile } from './photos';

const pixels = (title: string) => v.pipe(v.number('must be a number'), v.integer('must be a whole number of pixels'), v.minValue(1), v.title(title));

export const galleryRecordSchema = fields({
  photos: v.pipe(
    v.array(
      fields({
        id: recordId,
        image: photoFile('Photo file', 'gallery'),
        width: pixels('Width (pixels)'),
        height: pixels('Height (pixels)'),
      }),
    ),
    v.minLength(1, 'must have at least one photo'),
    v.title('Photos, in the order the gallery shows them'),
  ),
});

export const galleryWordsSchema = fields({
  photos: v.pipe(
    v.array(fields({ id: recordId, alt: line('What the photo shows (for people who cannot see it)') })),
    v.title('Photo descriptions'),
  ),
});

export type GalleryRecord = v.InferOutput<typeof galleryRecordSchema>;
export type GalleryWords = v.InferOutput<typeof galleryWordsSchema>;
