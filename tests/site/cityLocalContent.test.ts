// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CityPageKey } from '../../site/content/types';

// A fresh copy of the module in every test, so nothing is loaded until the test loads it.
const freshModule = () => import('../../site/content/cityLocalContent');

beforeEach(() => {
  vi.resetModules();
});

describe('cityLocalContent', () => {
  it('names the file when a page is rendered before its local content was loaded', async () => {
    const { cityLocalContent } = await freshModule();
    expect(() => cityLocalContent('sewage-cleanup-monroe', 'en')).toThrow(
      '/sewage-cleanup-monroe-ga was rendered before site/content/cityLocal/sewage-cleanup-monroe.ts was loaded',
    );
  });

  it('reads the local content synchronously once it has loaded', async () => {
    const { cityLocalContent, loadCityLocalContent } = await freshModule();
    const content = await loadCityLocalContent('sewage-cleanup-monroe', 'en');
    expect(content.localAngle).toContain('Monroe');
    expect(cityLocalContent('sewage-cleanup-monroe', 'en')).toBe(content);
    expect(() => cityLocalContent('sewage-cleanup-grayson', 'en')).toThrow('site/content/cityLocal/sewage-cleanup-grayson.ts');
  });

  it('names the missing file when a city page has no local content', async () => {
    const { loadCityLocalContent } = await freshModule();
    await expect(loadCityLocalContent('sewage-cleanup-atlantis' as CityPageKey, 'en')).rejects.toThrow(
      'every city page needs site/content/cityLocal/sewage-cleanup-atlantis.ts',
    );
  });
});
