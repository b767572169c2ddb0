/**
 * SVG written as strings: the shapes every drawing is made of, a seeded random generator, and the
 * `Scene` a drawing returns. Everything is deterministic: the same content always draws the same pictures.
 */


/** A drawing: its own design box (scaled and cropped to the target size) and SVG markup inside it. */
export interface Scene {
  width: number;
  height: number;
  body: string;
}

type Attrs = Record<string, string | number | undefined>;

const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${String(v)}"`)
    .join('');

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;

export const path = (d: string, fill: string, extra: Attrs = {}) => `<path${attrs({ d, fill, ...extra })}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}) =>
  `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })}/>`;

export const group = (transform: string, ...children: string[]) => `<g transform="${transform}">${children.join('')}</g>`;

export const text = (x: number, y: number, content: string, size: number, fill: string, extra: Attrs = {}) =>
  `<text${attrs({
    x,
    y,
    fill,
    'font-size': size,
    'font-family': 'DejaVu Sans, Liberation Sans, Arial, sans-serif',
    ...extra,
  })}>${escapeXml(content)}</text>`;

export const linearGradient = (id: string, stops: readonly string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((color, index) => `<stop offset="${index / Math.max(1, stops.length - 1)}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

/** A small seeded generator (mulberry32), so scattered details land in the same place every run. */
export function random(seedText: string) {
  let seed = [...seedText].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const scene = (width: number, height: number, ...parts: string[]): Scene => ({ width, height, body: parts.join('') });
