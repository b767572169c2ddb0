import { preload } from 'react-dom';
import { getImage } from '../assets/images';
import type { ImageSources } from '../assets/imageSources';
import type { AssetPath } from '../content/types';
import { Picture, pictureSources } from './Picture';

export interface ResponsiveImageProps {
  /** A file under site/assets/, e.g. 'gallery/gallery-01.jpg'. A missing file throws with its name. */
  src: AssetPath;
  /** What the picture shows, for people who cannot see it; '' for a purely decorative image. */
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width, e.g. '(min-width: 64rem) 50vw, 100vw'. */
  sizes: string;
  /**
   * The page's largest above-the-fold image: loaded eagerly with high fetch priority, and preloaded
   * from the document head so the browser starts on it before the stylesheet is parsed.
   * @default false
   */
  priority?: boolean;
  /**
   * A media query outside which `className` hides the image (`display: none`): there it is never
   * requested, and the preload applies only where the query matches. @default always shown
   */
  shownFrom?: string;
  /** Classes for the `<img>` (the `<picture>` takes no box of its own). */
  className?: string;
}

/**
 * A photo from the image pipeline by its path under `site/assets/` (see `Picture`). Lazy below the
 * fold by default.
 */
export function ResponsiveImage({ src, ...props }: ResponsiveImageProps) {
  return <EncodedImage image={getImage(src)} {...props} />;
}

export interface EncodedImageProps extends Omit<ResponsiveImageProps, 'src'> {
  /** The image's renditions, as `getImage` gives them. */
  image: ImageSources;
}

/** `ResponsiveImage` for renditions already looked up: what it renders, apart from where they come from. */
export function EncodedImage({ image, alt, sizes, priority = false, shownFrom, className }: EncodedImageProps) {
  if (import.meta.env.DEV && !sizes.trim()) {
    throw new Error(`ResponsiveImage for ${image.path} needs a sizes attribute, e.g. '(min-width: 64rem) 50vw, 100vw'.`);
  }
  if (priority) {
    // Rendered into the prerendered <head> by React; browsers without AVIF skip it by its type.
    preload(image.avif.src, {
      as: 'image',
      imageSrcSet: image.avif.srcset,
      imageSizes: sizes,
      type: 'image/avif',
      fetchPriority: 'high',
      ...(shownFrom === undefined ? {} : { media: shownFrom }),
    });
  }
  return <Picture sources={pictureSources(image)} alt={alt} sizes={sizes} priority={priority} shownFrom={shownFrom} className={className} />;
}
