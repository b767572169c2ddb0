import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { isInSubset } from '../../design-system/theme/fonts/interSubset';
import { htmlFileFor } from '../../site/prerender';
import { routes } from '../../site/routes/routeTable';
import { decodeEntities } from '../bench/firstLoad';

/**
 * The web font holds only the characters the copy uses (design-system/theme/fonts/interSubset.ts). A
 * character outside it still shows, in the fallback font, so nothing would fail but the look: this
 * reads the text of every built page and names any such character, so the subset gets extended
 * (`npm run font:subset`) when the copy changes.
 */

const clientDir = path.join(inject('distDir'), 'client');
const files = [...routes.map((route) => htmlFileFor(route.path)), '404.html'];

/** The text a visitor reads: markup, scripts, styles and inline SVG left out; entities decoded. */
function visibleText(html: string): string {
  return decodeEntities(html.replace(/<(script|style|svg|title)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' '));
}

describe('the web font subset', () => {
  it.each(files)('covers every character of %s', (file) => {
    const text = visibleText(readFileSync(path.join(clientDir, file), 'utf8'));
    expect(text.length).toBeGreaterThan(500);
    const missing = [...new Set(text)].filter((character) => !/\s/.test(character) && !isInSubset(character.codePointAt(0) ?? 0));
    expect(missing.map((character) => `${character} U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`)).toEqual([]);
  });
});
