import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { preloadTooltip } from '../design-system/components/Tooltip/Tooltip';
import { resetTooltipWarmth } from '../design-system/components/Tooltip/tooltipTiming';

/**
 * Tooltips under fake timers, for the tests of a `describe`: the bubble's code is fetched on the first
 * request (tooltipLoading.test.tsx), so it is loaded beforehand and each step can be checked
 * synchronously; the warm-up, which is global, starts cold in every test.
 */
export function tooltipsUnderFakeTimers() {
  beforeAll(() => preloadTooltip());

  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains React's work with a 0 ms timeout after each user-event call and advances
    // fake timers only when it finds a `jest` global; without it every `await user.…` hangs.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    resetTooltipWarmth();
  });

  afterEach(() => {
    // React Aria's own timeouts (the end of a touch's hold on mouse hovers) run out, rather than being
    // dropped with the fake timers and leaving their state to the next file that shares this window.
    act(() => vi.runOnlyPendingTimers());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
