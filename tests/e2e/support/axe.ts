import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core run in the page itself. `@axe-core/playwright` runs each frame's part apart and then
 * merges the parts in a new blank page, a renderer process per audit: on two cores an audit of a city
 * page took about 1.1 s that way, and 0.4-0.55 s this way (loading axe into the page included), with
 * the same rules and the same results on a page without frames.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA and axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The violations on the page as it is now, one line each: the rule and the elements it found. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Embeds load only behind their facades' buttons; a frame on a page would need an audit of its own.
  const frames = page.frames().filter((frame) => frame !== page.mainFrame()).map((frame) => frame.url());
  if (frames.length > 0) throw new Error(`axeViolations audits the top document only, and the page has frames: ${frames.join(', ')}`);
  // Once per document: a navigation starts a new one.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, axeTags);
}
