/**
 * The office guide's pictures (docs/editing.md) are taken by `npm run docs:screenshots` from the steps
 * the editor's browser tests run (tests/e2e/support/editorSteps.ts). Each picture the guide shows must exist,
 * say what it shows, and be one a step takes: a step renamed or dropped cannot leave a broken picture,
 * nor a picture no script would take again.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { guideShots } from '../e2e/support/editorSteps';

const root = fileURLToPath(new URL('../..', import.meta.url));
const guide = readFileSync(path.join(root, 'docs/editing.md'), 'utf8');
const images = [...guide.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map(([, alt = '', link = '']) => ({ alt, link }));

describe('the pictures of docs/editing.md', () => {
  it('are each taken by a step, once, in the guide’s order', () => {
    expect(images.map((image) => image.link)).toEqual(guideShots.map((name) => `images/${name}.png`));
  });

  it.each(images)('$link exists, is a small PNG and has alt text', ({ alt, link }) => {
    const file = path.join(root, 'docs', link);
    expect(existsSync(file), `${link} is missing: run npm run docs:screenshots`).toBe(true);
    expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
    // Small enough for the repository and a slow connection.
    expect(statSync(file).size).toBeLessThan(150_000);
    expect(alt.split(' ').length, `${link}: say what the picture shows`).toBeGreaterThanOrEqual(4);
  });

  it('leaves no picture of the editor unlinked', () => {
    const onDisk = readdirSync(path.join(root, 'docs/images')).filter((file) => file.startsWith('editing-'));
    expect(onDisk.sort()).toEqual(guideShots.map((name) => `${name}.png`).sort());
  });
});
