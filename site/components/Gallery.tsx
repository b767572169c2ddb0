import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Columns, Stack } from '../../design-system';
import { galleryInitialCount } from '../content/gallery';
import type { GalleryImage } from '../content/types';
import { ResponsiveImage } from './ResponsiveImage';

export interface GalleryProps {
  /** The photos, in display order; files in `site/assets/gallery/`. */
  images: readonly GalleryImage[];
  /** How many show before the toggle is pressed. @default galleryInitialCount (4) */
  initialCount?: number;
  /** The toggle's text while collapsed ('See More Work'). */
  showMoreLabel: string;
  /** The toggle's text while expanded ('Show Less'). */
  showLessLabel: string;
}

type Pending = 'none' | 'focusFirstNew' | 'revealToggle';

/**
 * A grid of work photos that shows the first few and expands to all of them. The toggle exists only
 * when there is something to reveal.
 */
export function Gallery({ images, initialCount = galleryInitialCount, showMoreLabel, showLessLabel }: GalleryProps) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const firstNewRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const pending = useRef<Pending>('none');
  const hasMore = images.length > initialCount;
  const visible = expanded || !hasMore ? images : images.slice(0, initialCount);

  useEffect(() => {
    const next = pending.current;
    pending.current = 'none';
    // Focus goes to the first photo that just appeared, so keyboard and screen-reader users continue
    // where the new content starts; its image's alt text is what gets read, with no extra announcement.
    if (next === 'focusFirstNew') firstNewRef.current?.focus();
    // Collapsing removes rows above the toggle; bring it back into view so the focused control is on screen.
    // jsdom has no scrollIntoView, hence the optional call.
    if (next === 'revealToggle') toggleRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded]);

  const toggle = () => {
    pending.current = expanded ? 'revealToggle' : 'focusFirstNew';
    setExpanded(!expanded);
  };

  return (
    <Stack space="xlarge">
      <Columns as="ul" id={listId} columns={{ mobile: 2, desktop: 4 }} space={{ mobile: 'small', tablet: 'medium' }}>
        {visible.map((image, index) => (
          <li key={image.src}>
            <figure ref={index === initialCount ? firstNewRef : undefined} tabIndex={-1}>
              <ResponsiveImage src={`gallery/${image.src}`} alt={image.alt} sizes="(min-width: 1024px) 25vw, 50vw" />
            </figure>
          </li>
        ))}
      </Columns>
      {hasMore ? (
        <Box ref={toggleRef} display="flex" justifyContent="center">
          <Button variant="outline" size="lg" aria-expanded={expanded} aria-controls={listId} onPress={toggle}>
            {expanded ? showLessLabel : showMoreLabel}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
