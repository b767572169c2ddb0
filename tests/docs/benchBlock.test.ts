import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benchEnd, benchStart, growthMarkers, withBenchBlock } from '../../scripts/bench/docsBlock';

const document = ['# Performance', '', 'Prose before.', '', benchStart, 'old table', benchEnd, '', 'Prose after.', ''].join('\n');

describe("the bench's block in docs/performance.md", () => {
  it('replaces what stands between the markers and keeps the prose around them', () => {
    const written = withBenchBlock(document, '| new | table |\n');
    expect(written).toBe(['# Performance', '', 'Prose before.', '', benchStart, '| new | table |', benchEnd, '', 'Prose after.', ''].join('\n'));
    expect(withBenchBlock(written, 'again')).toContain(`${benchStart}\nagain\n${benchEnd}`);
  });

  it('refuses a document without its markers, or with them twice or out of order', () => {
    expect(() => withBenchBlock('# Performance\n', 'table')).toThrow(/bench:start/);
    expect(() => withBenchBlock(`${benchEnd}\n${benchStart}\n`, 'table')).toThrow(/bench:start/);
    expect(() => withBenchBlock(`${document}\n${benchStart}\n`, 'table')).toThrow(/bench:start/);
  });

  it('is there in docs/performance.md', () => {
    const performance = readFileSync(new URL('../../docs/performance.md', import.meta.url), 'utf8');
    expect(() => withBenchBlock(performance, 'table')).not.toThrow();
  });

  it("keeps the growth check's block apart from the bench's, with markers of its own", () => {
    const performance = readFileSync(new URL('../../docs/performance.md', import.meta.url), 'utf8');
    const written = withBenchBlock(performance, 'growth table', growthMarkers);
    expect(written).toContain(`${growthMarkers.start}\ngrowth table\n${growthMarkers.end}`);
    expect(withBenchBlock(written, 'bench table')).toContain('growth table');
  });
});
