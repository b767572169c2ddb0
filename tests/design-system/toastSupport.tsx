/** The toast region the Toast tests render, the timers and gestures they drive, and how each test starts afresh. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadToastList, ToastRegion } from '../../design-system/components/Toast/Toast';
import { toast, toastQueue } from '../../design-system/components/Toast/toastQueue';

// fireEvent rather than user-event: Testing Library's async wrapper waits on a real-looking
// setTimeout(0) that never fires under Vitest's fake timers (it only recognises Jest's).
export const setup = () => {
  render(
    <>
      <button type="button">Before</button>
      <ToastRegion />
    </>,
  );
};

export const show = (fire: () => void) => act(fire);
export const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
export const region = () => screen.getByRole('region', { name: /notification/i });
export const queryRegion = () => screen.queryByRole('region', { name: /notification/i });
export const toastNamed = (name: string) => within(region()).getByRole('alertdialog', { name });

export const pressAltT = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 't', code: 'KeyT', altKey: true });
export const focusBefore = () => act(() => screen.getByRole('button', { name: 'Before' }).focus());

export const swipe = (target: Element, pointerType: string, distance: number) => {
  const at = (clientX: number) => ({ pointerId: 7, pointerType, clientX, clientY: 40 });
  fireEvent.pointerDown(target, at(200));
  fireEvent.pointerMove(target, at(200 + distance / 2));
  fireEvent.pointerMove(target, at(200 + distance));
  fireEvent.pointerUp(target, at(200 + distance));
};

/** What every toast test needs: the toasts' module loaded, fake timers, and no toast left over. */
export function freshToastsEachTest() {
  // The visible toasts' module loads with the first toast; loading it up front keeps these fake-timer
  // tests synchronous, as the toasts are once the module is in the browser.
  beforeAll(() => loadToastList());

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => {
      toast.dismissAll();
      toastQueue.clear();
      // A touch gesture makes React Aria ignore mouse hovers everywhere until a 500 ms timeout; real
      // timers would drop it with the rest, and the next file sharing this window could not hover.
      if (vi.isFakeTimers()) vi.runOnlyPendingTimers();
    });
    vi.useRealTimers();
  });
}
