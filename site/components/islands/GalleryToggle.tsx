import { useEffect, useRef, useState } from 'react';
import { Box, Button } from '../../../design-system';
import type { PropsInHtml } from '../../islandRuntime/islandModules';

export interface GalleryToggleProps {
  /** The id of the gallery's list, whose items past `initialCount` this shows and hides. */
  listId: string;
  initialCount: number;
  /** The toggle's text while collapsed ('See More Work'). */
  showMoreLabel: string;
  /** The toggle's text while expanded ('Show Less'). */
  showLessLabel: string;
}

type Pending = 'none' | 'focusFirstNew' | 'revealToggle';

/**
 * 'See More Work' / 'Show Less' for a gallery whose photos are static HTML (`Gallery`): the island is
 * this one button, which sets `hidden` on the photos past the first few, so the photos' markup is
 * never repeated as props.
 */
export default function GalleryToggle({ listId, initialCount, showMoreLabel, showLessLabel }: GalleryToggleProps) {
  const [expanded, setExpanded] = useState(false);
  const toggleRef = useRef<HTMLElement>(null);
  const pending = useRef<Pending>('none');

  useEffect(() => {
    const items = Array.from(document.getElementById(listId)?.children ?? []).slice(initialCount);
    for (const item of items) (item as HTMLElement).hidden = !expanded;
    const next = pending.current;
    pending.current = 'none';
    // Focus goes to the first photo that just appeared, so keyboard and screen-reader users continue
    // where the new content starts; its image's alt text is what gets read, with no extra announcement.
    if (next === 'focusFirstNew') items[0]?.querySelector<HTMLElement>('figure')?.focus();
    // Collapsing removes rows above the toggle; bring it back into view so the focused control is on screen.
    // jsdom has no scrollIntoView, hence the optional call.
    if (next === 'revealToggle') toggleRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, listId, initialCount]);

  const toggle = () => {
    pending.current = expanded ? 'revealToggle' : 'focusFirstNew';
    setExpanded(!expanded);
  };

  return (
    <Box ref={toggleRef} display="flex" justifyContent="center" data-no-script="hide">
      <Button variant="outline" size="lg" aria-expanded={expanded} aria-controls={listId} onPress={toggle}>
        {expanded ? showLessLabel : showMoreLabel}
      </Button>
    </Box>
  );
}

/** The page shows the gallery collapsed: the button's words are 'See More Work', written once. */
export const propsInHtml: PropsInHtml<GalleryToggleProps, 'showMoreLabel'> = {
  written: ({ showMoreLabel: _shown, ...rest }) => rest,
  read: (island, written) => ({ ...written, showMoreLabel: island.querySelector('button')?.textContent ?? '' }),
};
