import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Columns, Stack } from '../../design-system';
import { Picture, type PictureSources } from './Picture';

export interface GalleryPhoto {
  sources: PictureSources;
  alt: string;
}

export interface GalleryProps {
  /** The photos, in display order. */
  photos: readonly GalleryPhoto[];
  /** How many show before the toggle is pressed. */
  initialCount: number;
  /** The toggle's text while collapsed ('See More Work'). */
  showMoreLabel: string;
  /** The toggle's text while expanded ('Show Less'). */
  showLessLabel: string;
}

type Pending = 'none' | 'focusFirstNew' | 'revealToggle';

/**
 * A grid of work photos that shows the first few and expands to all of them (an island). Every photo
 * is in the HTML: the ones past `initialCount` are `hidden` until the toggle shows them, and shown
 * without a script, where the toggle is hidden instead (fallback.css.ts). The toggle exists only when
 * there is something to reveal.
 */
export default function Gallery({ photos, initialCount, showMoreLabel, showLessLabel }: GalleryProps) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const firstNewRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const pending = useRef<Pending>('none');
  const hasMore = photos.length > initialCount;

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
        {photos.map((photo, index) => {
          const isExtra = index >= initialCount;
          return (
            <li key={photo.sources.fallback} hidden={isExtra && !expanded} data-no-script={isExtra ? 'show' : undefined}>
              <figure ref={index === initialCount ? firstNewRef : undefined} tabIndex={-1}>
                <Picture sources={photo.sources} alt={photo.alt} sizes="(min-width: 1024px) 25vw, 50vw" />
              </figure>
            </li>
          );
        })}
      </Columns>
      {hasMore ? (
        <Box ref={toggleRef} display="flex" justifyContent="center" data-no-script="hide">
          <Button variant="outline" size="lg" aria-expanded={expanded} aria-controls={listId} onPress={toggle}>
            {expanded ? showLessLabel : showMoreLabel}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
