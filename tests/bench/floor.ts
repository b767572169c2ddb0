/**
 * A page's floor: the same HTML, byte for byte, with no script run, no web font, no picture and no
 * favicon requested, which is as fast as that page can paint on this machine under Lighthouse's simulation. The
 * bench measures each route and its floor side by side in the same run, so a target is a ratio to the
 * floor (or a margin over it) and holds on a fast machine and a slow one alike.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the floors are served from, beside the site, by the same server. */
export const floorPrefix = '/__floor';

export const floorUrl = (route: string) => `${floorPrefix}${route === '/' ? '' : route}/`;

/** Markup kept as bytes but not as markup: the floor weighs what the page weighs. */
const asComment = (markup: string) => `<!--${markup.replaceAll('--', '- -')}-->`;

/**
 * The floor of one page's HTML: every script, preload, picture and the icon link become comments of
 * the same length, so the floor has the page's bytes (its round trips) but makes none of its requests
 * and runs none of its code.
 */
export function floorOf(html: string): string {
  return (
    html
      // Every script: the loader, JSON data, JSON-LD and speculation rules.
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, asComment)
      // Preloads (picture), module preloads, stylesheets (the inline CSS stays) and the icon.
      .replace(/<link\b[^>]*\brel="(?:preload|modulepreload|stylesheet|icon)"[^>]*>/g, asComment)
      .replace(/<picture\b[\s\S]*?<\/picture>/g, asComment)
      .replace(/<img\b[^>]*>/g, asComment)
      // A web font, if the site had one: text paints in the fallback at once.
      .replace(/@font-face\s*\{[^}]*\}/g, '')
      // Without an icon link a browser asks for /favicon.ico; an empty one asks for nothing.
      .replace('</head>', '<link rel="icon" href="data:,"></head>')
  );
}

/** Writes each route's floor under `floorPrefix` in the served folder; returns how to remove them. */
export async function writeFloors(clientDir: string, pages: readonly { route: string; file: string }[]): Promise<() => Promise<void>> {
  const folder = path.join(clientDir, floorPrefix);
  for (const { route, file } of pages) {
    const target = path.join(clientDir, floorUrl(route), 'index.html');
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, floorOf(await readFile(path.join(clientDir, file), 'utf8')));
  }
  return () => rm(folder, { recursive: true, force: true });
}
