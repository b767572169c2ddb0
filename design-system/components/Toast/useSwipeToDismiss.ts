import { useRef, useState, type PointerEvent } from 'react';

/**
 * Horizontal distance in CSS pixels a finger must drag a toast, either way, to close it. Shorter drags
 * snap back. 80 px is about half a thumb's width past a tap's jitter, and well under a phone toast's width.
 */
export const swipeDismissThreshold = 80;

interface Swipe {
  pointerId: number;
  startX: number;
}

/**
 * Swipe-to-dismiss for touch only: a mouse drag selects text, as it does everywhere else. The element
 * needs `touch-action: pan-y` so vertical drags still scroll the page; when the browser takes a drag
 * over for scrolling it sends `pointercancel` and the toast snaps back. Touch pointers are implicitly
 * captured by the element they went down on, so moves are seen even past its edge.
 */
export function useSwipeToDismiss(onDismiss: () => void) {
  const swipe = useRef<Swipe | null>(null);
  const [offset, setOffset] = useState<number | null>(null);

  const end = () => {
    swipe.current = null;
    setOffset(null);
  };

  const swipeProps = {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType !== 'touch' || swipe.current) return;
      swipe.current = { pointerId: event.pointerId, startX: event.clientX };
    },
    onPointerMove(event: PointerEvent) {
      const current = swipe.current;
      if (current?.pointerId !== event.pointerId) return;
      setOffset(event.clientX - current.startX);
    },
    onPointerUp(event: PointerEvent) {
      const current = swipe.current;
      if (current?.pointerId !== event.pointerId) return;
      end();
      if (Math.abs(event.clientX - current.startX) >= swipeDismissThreshold) onDismiss();
    },
    onPointerCancel: end,
  };

  /** `offset` is the drag distance in px while a finger is down, otherwise `null`. */
  return { offset, swipeProps };
}
