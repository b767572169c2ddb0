import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentOpenDelay,
  markTooltipClosed,
  openDelayFor,
  resetTooltipWarmth,
  tooltipDelay,
  tooltipSkipDelay,
} from '../../design-system/components/Tooltip/tooltipTiming';

describe('tooltipTiming', () => {
  beforeEach(() => {
    resetTooltipWarmth();
  });

  it('uses 700 ms to open and a 300 ms skip delay', () => {
    expect(tooltipDelay).toBe(700);
    expect(tooltipSkipDelay).toBe(300);
  });

  it.each([
    { case: 'no tooltip closed yet', now: 5_000, lastClosedAt: null, expected: 700 },
    { case: 'closed at this instant', now: 5_000, lastClosedAt: 5_000, expected: 0 },
    { case: 'closed 1 ms ago', now: 5_000, lastClosedAt: 4_999, expected: 0 },
    { case: 'closed 299 ms ago', now: 5_000, lastClosedAt: 4_701, expected: 0 },
    { case: 'closed 300 ms ago', now: 5_000, lastClosedAt: 4_700, expected: 700 },
    { case: 'closed 301 ms ago', now: 5_000, lastClosedAt: 4_699, expected: 700 },
    { case: 'closed long ago', now: 5_000, lastClosedAt: 0, expected: 700 },
  ])('waits $expected ms when $case', ({ now, lastClosedAt, expected }) => {
    expect(openDelayFor(now, lastClosedAt)).toBe(expected);
  });

  it.each([
    { lastClosedAt: null, expected: 250 },
    { lastClosedAt: 4_900, expected: 0 },
  ])('applies a custom delay the same way (last closed $lastClosedAt)', ({ lastClosedAt, expected }) => {
    expect(openDelayFor(5_000, lastClosedAt, 250)).toBe(expected);
  });

  it('remembers the last close for every trigger until reset', () => {
    markTooltipClosed(1_000);
    expect(currentOpenDelay(tooltipDelay, 1_299)).toBe(0);
    expect(currentOpenDelay(tooltipDelay, 1_300)).toBe(700);
    resetTooltipWarmth();
    expect(currentOpenDelay(tooltipDelay, 1_001)).toBe(700);
  });
});
