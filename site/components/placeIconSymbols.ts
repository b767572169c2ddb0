/**
 * Puts each icon symbol of a prerendered page (see IconSymbols.tsx) where it is first used: inside the
 * `<svg>` of the first icon that shows it, ahead of its `<use>`. A symbol that no icon uses, or an
 * icon whose symbol is missing, stops the build: the icon would be blank.
 */
import { iconSymbolsAttribute } from './IconSymbols';

// A `<symbol>` takes the glyph's grid and the attributes its shapes inherit; the rest (its size,
// classes, namespace) belongs to the icon that shows it.
const symbolAttributes = new Set(['viewBox', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'fill-rule', 'clip-rule']);

const containerPattern = new RegExp(`<svg ${iconSymbolsAttribute}="">((?:<symbol [\\s\\S]*?</symbol>)*)</svg>`);
const symbolPattern = /<symbol id="([^"]+)"><svg([^>]*)>([\s\S]*?)<\/svg><\/symbol>/g;

export function placeIconSymbols(html: string): string {
  const container = containerPattern.exec(html);
  if (!container) {
    if (html.includes('<use href="#')) throw new Error('The page uses icon symbols but has no symbols to place.');
    return html;
  }
  let placed = html.slice(0, container.index) + html.slice(container.index + container[0].length);
  for (const [, id = '', attributes = '', drawing = ''] of (container[1] ?? '').matchAll(symbolPattern)) {
    const kept = [...attributes.matchAll(/\s([\w:-]+)="([^"]*)"/g)].filter(([, name = '']) => symbolAttributes.has(name));
    if (!kept.some(([, name]) => name === 'viewBox')) throw new Error(`The glyph of icon symbol ${id} has no viewBox.`);
    const stroked = kept.some(([, name, value]) => name === 'fill' && value === 'none');
    const symbol = `<symbol id="${id}"${kept.map(([whole]) => whole).join('')}>${stroked ? withJoinedPaths(drawing) : drawing}</symbol>`;
    const use = `<use href="#${id}"></use>`;
    const at = placed.indexOf(use);
    if (at === -1) throw new Error(`No icon uses the symbol ${id}.`);
    placed = `${placed.slice(0, at)}${symbol}${placed.slice(at)}`;
  }
  const missing = [...placed.matchAll(/<use href="#([^"]+)">/g)].map(([, id = '']) => id).filter((id) => !placed.includes(`<symbol id="${id}"`));
  if (missing.length > 0) throw new Error(`Icons use symbols the page does not have: ${[...new Set(missing)].join(', ')}.`);
  return placed;
}

/**
 * A stroked glyph's paths written as one: each becomes a subpath of the one path, which a stroke paints
 * as it painted the paths apart, in fewer bytes. A path with attributes of its own stays apart.
 */
export function withJoinedPaths(drawing: string): string {
  return drawing.replace(/(?:<path d="[^"]*"><\/path>){2,}/g, (run) => {
    const subpaths = [...run.matchAll(/<path d="([^"]*)">/g)].map(([, d = ''], index) => (index === 0 ? d : withAbsoluteStart(d)));
    return `<path d="${subpaths.join('')}"></path>`;
  });
}

const coordinate = /[\s,]*([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)/iy;

/**
 * A path's data that starts with a relative `m`, as a subpath's: a path's first `m` is absolute and the
 * coordinate pairs after it are relative lines (SVG's path grammar), which inside another path must be said.
 */
function withAbsoluteStart(d: string): string {
  if (!d.startsWith('m')) return d;
  coordinate.lastIndex = 1;
  const x = coordinate.exec(d)?.[1];
  const y = x === undefined ? undefined : coordinate.exec(d)?.[1];
  if (y === undefined) throw new Error(`Unreadable path data: ${d}`);
  const rest = d.slice(coordinate.lastIndex).replace(/^[\s,]+/, '');
  return `M${x} ${y}${/^[-+.\d]/.test(rest) ? `l${rest}` : rest}`;
}
