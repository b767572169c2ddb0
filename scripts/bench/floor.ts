/**
 * A page's floor: the same HTML without its scripts, links and pictures, so it requests nothing and
 * runs nothing, served the same way. It is as fast as that page's words and styles can paint on this
 * machine under Lighthouse's simulation. The bench measures each route and its floor side by side in
 * the same run, so a target is a ratio to the floor (or a margin over it) and holds on a fast machine
 * and a slow one alike.
 *
 * What is taken out is taken out, not blanked to the same length: the floor is what the page would
 * weigh without them, and a page whose scripts push it past the first round trip's 14 KB then shows
 * that round trip in its ratio.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the floors are served from, beside the site, by the same server. */
export const floorPrefix = '/__floor';

export const floorUrl = (route: string) => `${floorPrefix}${route === '/' ? '' : route}/`;

/** The floor of one page's HTML. */
export function floorOf(html: string): string {
  return (
    html
      // Every script: the loader, JSON data, JSON-LD and speculation rules.
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      // Every link that asks for a file (preloads, module preloads, stylesheets, the icon), and the
      // stylesheet link a browser without scripts would follow. Canonical and alternates ask for nothing.
      .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
      .replace(/<link\b[^>]*\brel="(?:preload|modulepreload|stylesheet|icon)"[^>]*>/g, '')
      .replace(/<picture\b[\s\S]*?<\/picture>/g, '')
      .replace(/<img\b[^>]*>/g, '')
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
