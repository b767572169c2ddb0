import type { ImageSources } from '../assets/imageSources';
import * as styles from './ResponsiveImage.css';

/** What a `<picture>` needs of an encoded image, and no more: small enough to pass to an island as JSON. */
export interface PictureSources {
  /** The largest rendition's size: the `<img>` width and height, so the box is reserved. */
  width: number;
  height: number;
  avif: string;
  jpeg: string;
  /** The JPEG a browser without srcset support loads. */
  fallback: string;
}

/** The srcsets and size of an image from the pipeline (`getImage`). */
export const pictureSources = (image: ImageSources): PictureSources => ({
  width: image.width,
  height: image.height,
  avif: image.avif.srcset,
  jpeg: image.jpeg.srcset,
  fallback: image.jpeg.src,
});

export interface PictureProps {
  sources: PictureSources;
  /** What the picture shows, for people who cannot see it; '' for a purely decorative image. */
  alt: string;
  /** How wide the image is drawn at each viewport width, e.g. '(min-width: 64rem) 50vw, 100vw'. */
  sizes: string;
  /** The page's largest above-the-fold image: loaded eagerly with high priority. @default false */
  priority?: boolean;
  /**
   * A media query outside which the caller's className hides the image: it is then lazy (even with
   * `priority`), since a lazy image that is not displayed is never requested. @default always shown
   */
  shownFrom?: string;
  /** Classes for the `<img>` (the `<picture>` takes no box of its own). */
  className?: string;
  /**
   * The widest rendition worth offering, for an image that is never drawn large: narrower srcsets make
   * the page's HTML shorter. @default every width
   */
  maxWidth?: number;
}

/** A srcset without the renditions wider than `maxWidth` (the narrowest always stays). */
function upTo(srcset: string, maxWidth: number | undefined): string {
  if (maxWidth === undefined) return srcset;
  const candidates = srcset.split(', ');
  const kept = candidates.filter((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1] ?? 0) <= maxWidth);
  return (kept.length > 0 ? kept : candidates.slice(0, 1)).join(', ');
}

/**
 * An AVIF source with a JPEG fallback, each at several widths, with explicit width and height
 * so the page does not shift as it loads; lazy unless it is the page's priority image. It takes the
 * sources as data, so an island can render it without the site's table of images.
 */
export function Picture({ sources, alt, sizes, priority = false, shownFrom, className, maxWidth }: PictureProps) {
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={upTo(sources.avif, maxWidth)} sizes={sizes} />
      <img
        src={sources.fallback}
        srcSet={upTo(sources.jpeg, maxWidth)}
        sizes={sizes}
        width={sources.width}
        height={sources.height}
        alt={alt}
        loading={priority && shownFrom === undefined ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={className ? `${styles.image} ${className}` : styles.image}
      />
    </picture>
  );
}
