/**
 * The README and docs/ link to each other and to the code: every relative link must reach a file,
 * and every `#anchor` a heading of the file it names (GitHub's anchors: lower case, punctuation out,
 * spaces to hyphens). Addresses on the web are left alone: nothing here reaches them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const documents = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)];

/** A heading's anchor as GitHub writes it. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The inline links of a Markdown text, outside code blocks and code spans. */
function linksIn(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

const anchorsIn = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => anchorOf(line.replace(/^#+ /, '')));

/** What is wrong with a link from `document`, or nothing. */
function brokenLink(document: string, link: string): string | undefined {
  if (/^[a-z]+:/i.test(link)) return undefined;
  const [target = '', anchor] = link.split('#');
  const file = target === '' ? path.join(root, document) : path.resolve(path.dirname(path.join(root, document)), decodeURIComponent(target));
  if (!existsSync(file)) return `${link}: no file ${path.relative(root, file)}`;
  if (anchor === undefined) return undefined;
  if (statSync(file).isDirectory() || !file.endsWith('.md')) return `${link}: an anchor into something that is not Markdown`;
  return anchorsIn(file).includes(anchor) ? undefined : `${link}: no heading #${anchor} in ${path.relative(root, file)}`;
}

describe('the README and docs/', () => {
  it('finds links, and knows a broken one', () => {
    expect(linksIn('[a](docs/x.md) `[b](c.md)` [d](https://e.example/) [f](#g)')).toEqual(['docs/x.md', 'https://e.example/', '#g']);
    expect(anchorOf("Trying it locally")).toBe('trying-it-locally');
    expect(anchorOf('The contact form and its function(s), again')).toBe('the-contact-form-and-its-functions-again');
    expect(brokenLink('README.md', 'docs/testing.md')).toBeUndefined();
    expect(brokenLink('README.md', 'docs/no-such-file.md')).toMatch(/no file/);
    expect(brokenLink('README.md', '#no-such-heading')).toMatch(/no heading/);
  });

  it.each(documents)('%s: every relative link reaches its file and heading', (document) => {
    const links = linksIn(readFileSync(path.join(root, document), 'utf8'));
    expect(links.map((link) => brokenLink(document, link)).filter(Boolean)).toEqual([]);
  });

  it('keeps the README short enough to read at once, and links every doc from it', () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(120);
    const linked = new Set(linksIn(readFileSync(path.join(root, 'README.md'), 'utf8')).map((link) => link.split('#')[0]));
    expect(documents.filter((document) => document !== 'README.md' && !linked.has(document))).toEqual([]);
  });
});
