import { describe, expect, inject, it } from 'vitest';
import { slowPhone, tapAfterFirstPaint, tapChecks } from '../bench/earlyTaps';
import { chromiumForFile } from './chromium';

/**
 * On a slow phone (CPU 4x slower, 1.6 Mbps, 150 ms round trip) the page paints long before its
 * islands' code arrives. A tap made right after first paint must still be answered: natively (the
 * menu is an HTML popover) or replayed by the island loader once the island has hydrated.
 */

const baseUrl = inject('baseUrl');
const browser = chromiumForFile();

describe(`a tap right after first paint, ${slowPhone.cpuSlowdown}x CPU, ${slowPhone.downloadKbps} kbps, ${slowPhone.latencyMs} ms`, () => {
  it.each(tapChecks.map((check) => [check.name, check] as const))('%s: is answered, though the island had not hydrated', async (_name, check) => {
    const result = await tapAfterFirstPaint(browser(), baseUrl, check);
    expect(result.hydratedAtTap).toBe(false);
    expect(result.answered).toBe(true);
  });
});
