/**
 * Photo uploads in the editor, safe for a photo straight off a phone: each lands in the folder the image
 * pipeline reads (site/assets/images.ts), is drawn again in the browser before anything is saved, and
 * keeps nothing the phone wrote into it.
 */
import { photoFolderPath, photoMaxBytes, type PhotoFolder } from '../content/schema/photos';

/**
 * The largest side a saved photo keeps. The site shows none wider than 1600 pixels; a little more leaves
 * room for a sharper rendition one day, while a phone's 4032 pixels would only slow the build.
 */
export const photoMaxSide = 2560;

/**
 * The options of every upload, through a field or the media library:
 * - `transformations`: Sveltia draws every JPEG, PNG or WebP again in the browser
 *   as a WebP at most 2560 pixels on its longest side, and the new file holds no metadata. So a phone
 *   photo's GPS position (and camera, time) never reaches the repository, where its history would
 *   keep it even once the site stopped showing it. Quality 85 keeps it indistinguishable from the
 *   original before the pipeline encodes it for the site (AVIF and JPEG at its widths).
 * - `max_file_size`: checked on the file as it will be saved, after that; the site's limit.
 * - `slugify_filename`: `IMG 2041 (1).JPG` is saved as `img-2041-1.webp`, a name the schema accepts.
 * - no stock photo services (Pexels, Unsplash...): a picture from elsewhere would never reach the pipeline.
 */
export const mediaLibraries = {
  default: {
    config: {
      max_file_size: photoMaxBytes,
      slugify_filename: true,
      transformations: { raster_image: { format: 'webp', quality: 85, width: photoMaxSide, height: photoMaxSide } },
    },
  },
  stock_assets: false,
} as const;

/**
 * The file kinds a photo field offers to pick: what the pipeline reads. An iPhone asked for these
 * hands over its HEIC photos as JPEG.
 */
export const photoAccept = 'image/jpeg,image/png,image/webp';

/**
 * The options of a photo field (the image widget): the kinds of file it takes, and no "Insert from
 * URL" (a photo elsewhere on the web would never reach the pipeline). Where it uploads is its entry's
 * photo folder (photoFolderOptions): a folder of the field's own would be mistaken by Sveltia for
 * another collection's field of the same name (`image`).
 */
export const photoField = () => ({ widget: 'image', choose_url: false, accept: photoAccept }) as const;

/**
 * Where an entry's photo field uploads, and where Sveltia looks for the photo it names, from the
 * repository's root (the leading `/`): the folder the image pipeline reads, so the next build encodes
 * an upload like the other photos. Sveltia writes an upload's name after a public folder
 * (`/team/ana-ruiz.webp`), one per photo folder, which tells the folder the office chose it from; the
 * check before saving keeps the file's name alone, as the schema wants it (photoNames.ts). A name
 * alone (every saved entry's) is looked for in the same folder.
 */
export const photoFolderOptions = (folder: PhotoFolder | undefined) =>
  folder === undefined ? {} : ({ media_folder: `/${photoFolderPath(folder)}`, public_folder: `/${folder}` } as const);

/** The folder the media library opens on, and uploads to when no field asks: the work photos. */
export const globalPhotoFolder = { media_folder: photoFolderPath('gallery'), public_folder: '/gallery' } as const;
