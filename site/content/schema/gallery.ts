/**
 * A work photo of the home page's gallery: one entry each (`gallery/<lang>/<id>.json`): the file under
 * `site/assets/gallery/` and its place once, what it shows in each language. Its width and height are
 * read from the file.
 */
import { fields, line, neutral, order } from './fields';
import { photoFile } from './photos';

export const galleryPhotoSchema = fields({
  order,
  image: neutral(photoFile('Photo', 'gallery')),
  alt: line('What the photo shows (for people who cannot see it)'),
});
