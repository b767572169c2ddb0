import { useId } from 'react';
import { Columns, Stack } from '../../design-system';
import { Island } from '../islandRuntime/Island';
import { galleryMaxPhotos } from './galleryLimit';
import { Picture, type PictureSources } from './Picture';

export interface GalleryPhoto {
  sources: PictureSources;
  alt: string;
}

export interface GalleryProps {
  /** The photos, in display order; only the first `galleryMaxPhotos` (galleryLimit.ts) show. */
  photos: readonly GalleryPhoto[];
  /** How many show before the toggle is pressed. */
  initialCount: number;
  /** The toggle's text while collapsed ('See More Work'). */
  showMoreLabel: string;
  /** The toggle's text while expanded ('Show Less'). */
  showLessLabel: string;
}

// Drawn at most a quarter of the desktop width or half a phone's: 800 px covers two device pixels per
// CSS pixel, and every wider candidate would only lengthen the page's HTML.
const thumbnailWidth = 800;

/**
 * A grid of work photos that shows the first few and expands to all of them. Every photo is in the
 * HTML: the ones past `initialCount` are `hidden` until the toggle (`GalleryToggle`, an island) shows
 * them, and shown without a script, where the toggle is hidden instead (fallback.css.ts). The photos
 * themselves never hydrate. The toggle exists only when there is something to reveal.
 */
export function Gallery({ photos: allPhotos, initialCount, showMoreLabel, showLessLabel }: GalleryProps) {
  const listId = useId();
  const photos = allPhotos.slice(0, galleryMaxPhotos);
  return (
    <Stack space="xlarge">
      <Columns as="ul" id={listId} columns={{ mobile: 2, desktop: 4 }} space={{ mobile: 'small', tablet: 'medium' }}>
        {photos.map((photo, index) => {
          const isExtra = index >= initialCount;
          return (
            <li key={photo.sources.fallback} hidden={isExtra} data-no-script={isExtra ? 'show' : undefined}>
              <figure tabIndex={-1}>
                <Picture sources={photo.sources} alt={photo.alt} sizes="(min-width: 1024px) 25vw, 50vw" maxWidth={thumbnailWidth} />
              </figure>
            </li>
          );
        })}
      </Columns>
      {photos.length > initialCount ? (
        <Island name="GalleryToggle" props={{ listId, initialCount, showMoreLabel, showLessLabel }} />
      ) : null}
    </Stack>
  );
}
