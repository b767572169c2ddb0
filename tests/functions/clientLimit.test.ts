import { describe, expect, it } from 'vitest';
import { createClientLimit } from '../../functions/dev/clientLimit';

/** A limit of 3 requests in any 10 s, on a clock the test moves. */
function limitAt(start = 1_000_000, options: { maxClients?: number } = {}) {
  const clock = { now: start };
  const limit = createClientLimit({ requests: 3, windowMs: 10_000, now: () => clock.now, ...options });
  const admits = (client: string, times: number) => Array.from({ length: times }, () => limit.admit(client));
  return { clock, limit, admits };
}

describe('createClientLimit', () => {
  it('admits the limit in a window and refuses the next request', () => {
    const { admits } = limitAt();
    expect(admits('a', 5)).toEqual([true, true, true, false, false]);
  });

  it('slides: one more request once the oldest one leaves the window, not a whole new window', () => {
    const { clock, limit, admits } = limitAt();
    admits('a', 1);
    clock.now += 4_000;
    admits('a', 2);
    clock.now += 5_999;
    expect(limit.admit('a')).toBe(false);
    // The first request is now 10 s old: its place is free, the other two still count.
    clock.now += 1;
    expect(admits('a', 2)).toEqual([true, false]);
    clock.now += 4_000;
    expect(admits('a', 3)).toEqual([true, true, false]);
  });

  it('does not count refused requests: a client that keeps sending gets in again as its window slides', () => {
    const { clock, admits } = limitAt();
    admits('a', 3);
    for (let second = 1; second < 10; second += 1) {
      clock.now += 1_000;
      expect(admits('a', 10)).not.toContain(true);
    }
    clock.now += 1_000;
    expect(admits('a', 10).filter(Boolean)).toHaveLength(3);
  });

  it('counts each client on its own', () => {
    const { admits } = limitAt();
    expect(admits('127.0.0.2', 5)).toEqual([true, true, true, false, false]);
    expect(admits('127.0.0.3', 3)).toEqual([true, true, true]);
    expect(admits('::1', 1)).toEqual([true]);
  });

  it('forgets a client with nothing left in its window', () => {
    const { clock, limit, admits } = limitAt();
    admits('a', 3);
    clock.now += 5_000;
    admits('b', 1);
    expect(limit.tracked()).toBe(2);
    clock.now += 5_000;
    admits('c', 1);
    expect(limit.tracked()).toBe(2);
    clock.now += 10_000;
    admits('d', 1);
    expect(limit.tracked()).toBe(1);
  });

  it('forgets a refused client too once its window has passed, and counts it afresh', () => {
    const { clock, limit, admits } = limitAt();
    admits('a', 10);
    clock.now += 10_000;
    admits('b', 1);
    expect(limit.tracked()).toBe(1);
    expect(admits('a', 4)).toEqual([true, true, true, false]);
  });

  it('remembers at most maxClients, forgetting the one idle longest', () => {
    const { clock, limit, admits } = limitAt(0, { maxClients: 2 });
    admits('a', 3);
    clock.now += 1;
    admits('b', 3);
    clock.now += 1;
    admits('c', 1);
    expect(limit.tracked()).toBe(2);
    // 'b' is still remembered and refused; 'a' was forgotten and starts afresh.
    expect(admits('b', 1)).toEqual([false]);
    expect(admits('a', 1)).toEqual([true]);
  });
});
