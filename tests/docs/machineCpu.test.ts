import { platform } from 'node:os';
import { describe, expect, it } from 'vitest';
import { machineCpu } from '../../scripts/phases';

describe("the machine's CPU time, as npm test reports how busy its cores were", () => {
  it.runIf(platform() === 'linux')('reads every core busy and in all, in seconds, and both grow while the process works', () => {
    const before = machineCpu();
    const started = performance.now();
    // Work for a tenth of a second, which the kernel counts in hundredths.
    while (performance.now() - started < 100) Math.sqrt(Math.random());
    const after = machineCpu();
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    if (!before || !after) return;
    // Seconds from hundredths: equal counts may differ in the last bits of their difference.
    const rounding = 1e-6;
    expect(before.busy).toBeLessThanOrEqual(before.total + rounding);
    expect(after.busy - before.busy).toBeGreaterThan(0.05);
    expect(after.total - before.total + rounding).toBeGreaterThanOrEqual(after.busy - before.busy);
  });
});
