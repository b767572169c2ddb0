/**
 * Draws the site's placeholder photos as simple illustrations and saves them as JPEG:
 *   npx tsx site/scripts/placeholders.ts
 *
 * The list of files comes from the content modules (gallery, team, articles, page and service
 * metadata), so a new gallery entry or article gets a placeholder on the next run. Only missing
 * files are written: a real photo saved under a content file name is never overwritten, and the
 * image pipeline (site/assets/images.ts) treats both the same way.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { business } from '../content/facts/business';
import { contentFor } from '../content/siteContent';
import type { AssetPath, PageMeta } from '../content/types';
import { defaultLang, languages, type Lang } from '../i18n/lang';
import { shareImageIn, shareImageTagline } from '../seo/shareImage';

const siteDir = fileURLToPath(new URL('../', import.meta.url));

/** Generated files stay well under this, so placeholders never dominate the page weight. */
export const maxPlaceholderBytes = 60 * 1024;
const jpegQuality = 75;

/** A drawing: its own design box (scaled and cropped to the target size) and SVG markup inside it. */
interface Scene {
  width: number;
  height: number;
  body: string;
}

export interface PlaceholderTarget {
  /** Path relative to `site/`: `assets/gallery/gallery-01.jpg`, `public/og-image.jpg`. */
  file: string;
  width: number;
  height: number;
  draw: () => Scene;
}

// ---------------------------------------------------------------------------------------------
// Drawing helpers. Everything is deterministic: the same content always draws the same pictures.
// ---------------------------------------------------------------------------------------------

type Attrs = Record<string, string | number | undefined>;

const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${String(v)}"`)
    .join('');

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
const path = (d: string, fill: string, extra: Attrs = {}) => `<path${attrs({ d, fill, ...extra })}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}) =>
  `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })}/>`;
const group = (transform: string, ...children: string[]) => `<g transform="${transform}">${children.join('')}</g>`;
const text = (x: number, y: number, content: string, size: number, fill: string, extra: Attrs = {}) =>
  `<text${attrs({
    x,
    y,
    fill,
    'font-size': size,
    'font-family': 'DejaVu Sans, Liberation Sans, Arial, sans-serif',
    ...extra,
  })}>${escapeXml(content)}</text>`;
const linearGradient = (id: string, stops: readonly string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((color, index) => `<stop offset="${index / Math.max(1, stops.length - 1)}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

/** A small seeded generator (mulberry32), so scattered details land in the same place every run. */
function random(seedText: string) {
  let seed = [...seedText].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ink = {
  navy: '#0b1f3a',
  navySoft: '#12305a',
  blue: '#1d4ed8',
  blueSoft: '#93c5fd',
  sky: '#dbeafe',
  white: '#ffffff',
  orange: '#c2410c',
  amber: '#fcd34d',
  shadow: '#0f172a',
};

const skinTones = ['#f1c7a5', '#d9a27c', '#a86f4c', '#7a4b31', '#e8b792'];

interface Room {
  wall: string;
  wallShade: string;
  floor: string;
  floorLine: string;
  trim: string;
}

const rooms: readonly Room[] = [
  { wall: '#efe6d8', wallShade: '#e2d5c2', floor: '#b9a489', floorLine: '#a89379', trim: '#fbf8f3' },
  { wall: '#dde6ea', wallShade: '#cbd7dd', floor: '#8e9aa3', floorLine: '#7f8b94', trim: '#f7fafb' },
  { wall: '#e3e8dc', wallShade: '#d3dbc9', floor: '#a7927a', floorLine: '#97836b', trim: '#fafbf7' },
  { wall: '#f0e1dc', wallShade: '#e3cfc8', floor: '#9d8f86', floorLine: '#8d7f76', trim: '#fcf7f5' },
];

interface PersonStyle {
  skin: string;
  shirt: string;
  pants: string;
  cap?: string;
  /** A white protective suit with hood and respirator. */
  suit?: boolean;
  armRaise?: number;
}

/** A standing person in a 100-unit-tall box, feet at y=100, centred on x=0. */
function person(x: number, feetY: number, height: number, style: PersonStyle) {
  const s = height / 100;
  const shirt = style.suit ? '#f4f6f8' : style.shirt;
  const pants = style.suit ? '#e6eaee' : style.pants;
  const raise = style.armRaise ?? 0;
  const parts = [
    ellipse(0, 100, 20, 3.5, ink.shadow, { opacity: 0.18 }),
    rect(-9, 58, 8, 40, pants, { rx: 3 }),
    rect(1, 58, 8, 40, pants, { rx: 3 }),
    rect(-11, 95, 11, 5, '#1f2937', { rx: 2 }),
    rect(0, 95, 11, 5, '#1f2937', { rx: 2 }),
    rect(-13, 25, 26, 38, shirt, { rx: 8 }),
    group(`rotate(${10 + raise * 0.3} -15 29)`, rect(-19, 27, 7, 30, shirt, { rx: 3.5 }), circle(-15.5, 57, 3.6, style.skin)),
    group(`rotate(${-10 - raise} 15 29)`, rect(12, 27, 7, 30, shirt, { rx: 3.5 }), circle(15.5, 57, 3.6, style.skin)),
    rect(-3, 19, 6, 7, style.skin, { rx: 2 }),
    circle(0, 13, 9, style.skin),
  ];
  if (style.suit) {
    parts.push(
      path('M -11 14 A 11 11 0 0 1 11 14 L 11 22 L -11 22 Z', '#eef1f4'),
      rect(-6, 14, 12, 7, '#334155', { rx: 3 }),
      circle(-7, 18, 3, '#475569'),
      circle(7, 18, 3, '#475569'),
      rect(-7, 8, 14, 4, '#94a3b8', { rx: 2, opacity: 0.8 }),
    );
  } else {
    parts.push(
      path('M -9.5 12 A 9.5 9.5 0 0 1 9.5 12 Z', style.cap ?? '#334155'),
      rect(0, 10, 14, 3, style.cap ?? '#334155', { rx: 1.5 }),
      rect(-13, 30, 26, 3, ink.white, { opacity: 0.5 }),
    );
  }
  return group(`translate(${x} ${feetY - height}) scale(${s})`, ...parts);
}

/** A kneeling person (one knee down), same scale convention as `person`, about 75 units tall. */
function kneelingPerson(x: number, groundY: number, height: number, style: PersonStyle) {
  const s = height / 100;
  return group(
    `translate(${x} ${groundY - height * 0.75}) scale(${s})`,
    ellipse(2, 75, 26, 3.5, ink.shadow, { opacity: 0.18 }),
    rect(-10, 46, 9, 27, style.pants, { rx: 4 }),
    rect(-26, 66, 22, 9, style.pants, { rx: 4 }),
    rect(-30, 70, 8, 5, '#1f2937', { rx: 2 }),
    rect(-4, 46, 26, 9, style.pants, { rx: 4 }),
    rect(14, 46, 9, 27, style.pants, { rx: 4 }),
    rect(13, 70, 12, 5, '#1f2937', { rx: 2 }),
    rect(-13, 12, 26, 38, style.shirt, { rx: 8 }),
    rect(-13, 17, 26, 3, ink.white, { opacity: 0.5 }),
    group('rotate(-55 13 16)', rect(10, 14, 7, 30, style.shirt, { rx: 3.5 }), circle(13.5, 44, 3.6, style.skin)),
    rect(-3, 6, 6, 7, style.skin, { rx: 2 }),
    circle(0, 0, 9, style.skin),
    path('M -9.5 -1 A 9.5 9.5 0 0 1 9.5 -1 Z', style.cap ?? '#334155'),
    rect(0, -3, 14, 3, style.cap ?? '#334155', { rx: 1.5 }),
  );
}

/** A snail-shaped air mover, 100 units wide, resting on y=0. */
function airMover(x: number, floorY: number, width: number, color: string, facing: 1 | -1 = 1) {
  const s = width / 100;
  return group(
    `translate(${x} ${floorY}) scale(${s * facing} ${s})`,
    ellipse(50, 0, 52, 5, ink.shadow, { opacity: 0.2 }),
    path('M 4 -4 L 4 -38 Q 4 -70 38 -70 L 58 -70 Q 96 -70 96 -36 L 96 -4 Z', color),
    path('M 70 -58 L 104 -40 L 104 -6 L 80 -6 Z', color),
    rect(98, -40, 8, 34, '#1f2937', { rx: 2 }),
    circle(42, -36, 24, '#1f2937'),
    circle(42, -36, 19, '#374151'),
    circle(42, -36, 12, '#1f2937'),
    circle(42, -36, 4, '#9ca3af'),
    rect(12, -6, 16, 6, '#111827', { rx: 2 }),
    rect(64, -6, 16, 6, '#111827', { rx: 2 }),
  );
}

/** A rolling dehumidifier, 100 units tall, resting on y=0. */
function dehumidifier(x: number, floorY: number, height: number, color: string) {
  const s = height / 100;
  const grille = Array.from({ length: 6 }, (_, i) => rect(10, -80 + i * 7, 40, 3, '#1f2937', { rx: 1.5, opacity: 0.7 }));
  return group(
    `translate(${x} ${floorY}) scale(${s})`,
    ellipse(30, 0, 36, 4, ink.shadow, { opacity: 0.2 }),
    rect(0, -96, 60, 88, color, { rx: 6 }),
    rect(4, -92, 52, 8, ink.white, { rx: 3, opacity: 0.25 }),
    ...grille,
    rect(14, -30, 32, 12, '#0f172a', { rx: 2 }),
    rect(18, -27, 12, 6, '#34d399', { rx: 1 }),
    path('M 10 -96 L 10 -106 L 50 -106 L 50 -96', 'none', { stroke: '#1f2937', 'stroke-width': 4, 'stroke-linejoin': 'round' }),
    circle(10, -5, 6, '#111827'),
    circle(50, -5, 6, '#111827'),
  );
}

function windowFrame(x: number, y: number, w: number, h: number, glass: string, frame = ink.white) {
  return [
    rect(x - 8, y - 8, w + 16, h + 16, frame, { rx: 4 }),
    rect(x, y, w, h, glass),
    path(`M ${x} ${y + h} L ${x + w * 0.45} ${y} L ${x + w * 0.7} ${y} L ${x + w * 0.25} ${y + h} Z`, ink.white, { opacity: 0.18 }),
    rect(x + w / 2 - 4, y, 8, h, frame),
    rect(x, y + h / 2 - 4, w, 8, frame),
    rect(x - 14, y + h + 6, w + 28, 10, frame, { rx: 3 }),
  ].join('');
}

/** Back wall, floor and baseboard of a room; the wall ends at `floorY`. */
function roomShell(w: number, h: number, floorY: number, room: Room, planks = true) {
  const lines = planks
    ? Array.from({ length: 6 }, (_, i) => {
        const y = floorY + ((h - floorY) * (i + 1) ** 1.4) / 7 ** 1.4;
        return rect(0, y, w, 2, room.floorLine);
      })
    : [];
  return [
    rect(0, 0, w, floorY, room.wall),
    rect(0, 0, w, floorY * 0.08, room.wallShade),
    rect(0, floorY, w, h - floorY, room.floor),
    ...lines,
    rect(0, floorY - 14, w, 16, room.trim),
  ].join('');
}

/** The tide mark water leaves on drywall: a wavy line with a faint stain below it. */
function waterLine(w: number, y: number, floorY: number, seed: string) {
  const rand = random(seed);
  const points: string[] = [`M 0 ${y}`];
  for (let x = 0; x <= w; x += 40) points.push(`L ${x} ${y + (rand() - 0.5) * 10}`);
  const top = points.join(' ');
  return [
    path(`${top} L ${w} ${floorY} L 0 ${floorY} Z`, '#7c5a3a', { opacity: 0.14 }),
    path(top, 'none', { stroke: '#6b4a2e', 'stroke-width': 4, opacity: 0.45 }),
  ].join('');
}

/** A thin sheet of standing water on the floor, with highlights. */
function puddle(cx: number, cy: number, rx: number, ry: number) {
  return [
    ellipse(cx, cy, rx, ry, '#60a5fa', { opacity: 0.45 }),
    ellipse(cx - rx * 0.2, cy - ry * 0.2, rx * 0.5, ry * 0.25, ink.white, { opacity: 0.35 }),
    ellipse(cx + rx * 0.35, cy + ry * 0.3, rx * 0.2, ry * 0.12, ink.white, { opacity: 0.3 }),
  ].join('');
}

function rain(w: number, h: number, seed: string, count: number, color = '#cbd5e1') {
  const rand = random(seed);
  return Array.from({ length: count }, () => {
    const x = rand() * (w + 100);
    const y = rand() * h;
    const len = 18 + rand() * 24;
    return line(x, y, x - len * 0.35, y + len, color, 2.5, { opacity: 0.55 });
  }).join('');
}

function house(x: number, groundY: number, width: number, wall: string, roof: string, lit = false) {
  const h = width * 0.55;
  const roofH = width * 0.34;
  const win = lit ? '#fde68a' : '#bfdbfe';
  return [
    rect(x, groundY - h, width, h, wall),
    path(`M ${x - width * 0.06} ${groundY - h} L ${x + width / 2} ${groundY - h - roofH} L ${x + width * 1.06} ${groundY - h} Z`, roof),
    rect(x + width * 0.12, groundY - h * 0.72, width * 0.18, h * 0.3, win),
    rect(x + width * 0.7, groundY - h * 0.72, width * 0.18, h * 0.3, win),
    rect(x + width * 0.42, groundY - h * 0.55, width * 0.16, h * 0.55, lit ? '#fbbf24' : '#7c2d12'),
  ].join('');
}

function clouds(w: number, y: number, color: string, seed: string) {
  const rand = random(seed);
  return Array.from({ length: 4 }, (_, i) => {
    const cx = (w / 4) * i + rand() * (w / 5);
    const cy = y + rand() * 60;
    const r = 50 + rand() * 40;
    return [circle(cx, cy, r, color), circle(cx + r * 0.9, cy + 10, r * 0.8, color), circle(cx - r * 0.9, cy + 14, r * 0.7, color)].join('');
  }).join('');
}

const scene = (width: number, height: number, ...parts: string[]): Scene => ({ width, height, body: parts.join('') });

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

function dryingRoom(seed: string, room: Room, options: { width?: number; height?: number; people?: number } = {}): Scene {
  const w = options.width ?? 1200;
  const h = options.height ?? 900;
  const floorY = h * 0.64;
  const people = options.people ?? 0;
  return scene(
    w,
    h,
    roomShell(w, h, floorY, room),
    windowFrame(w * 0.62, h * 0.14, w * 0.2, h * 0.28, ink.sky),
    waterLine(w, floorY - h * 0.16, floorY - 14, seed),
    path(`M 0 ${floorY + 2} L ${w * 0.26} ${floorY + 2} L ${w * 0.16} ${h} L 0 ${h} Z`, '#d6cfc4'),
    path(`M ${w * 0.26} ${floorY + 2} Q ${w * 0.3} ${floorY + 40} ${w * 0.2} ${h * 0.82} L ${w * 0.16} ${h} Z`, '#8b7d6b', { opacity: 0.5 }),
    puddle(w * 0.5, h * 0.86, w * 0.16, h * 0.03),
    airMover(w * 0.08, h * 0.9, w * 0.16, ink.blue),
    airMover(w * 0.74, h * 0.82, w * 0.14, ink.orange, -1),
    dehumidifier(w * 0.42, h * 0.76, h * 0.3, '#64748b'),
    people > 0 ? person(w * 0.6, h * 0.92, h * 0.52, { skin: skinTones[1] ?? '', shirt: ink.blue, pants: ink.navy, cap: ink.navy, armRaise: 25 }) : '',
  );
}

function containment(seed: string, room: Room): Scene {
  const w = 1200;
  const h = 900;
  const rand = random(seed);
  const folds = Array.from({ length: 9 }, (_, i) => {
    const x = 120 + i * 110 + rand() * 20;
    return path(`M ${x} 60 Q ${x + 30} 400 ${x - 10} 840`, 'none', { stroke: ink.white, 'stroke-width': 6, opacity: 0.35 });
  });
  return scene(
    w,
    h,
    rect(0, 0, w, h, '#cbd5e1'),
    rect(0, 600, w, 300, '#94a3b8'),
    rect(60, 40, w - 120, 800, room.wall, { opacity: 0.6 }),
    rect(60, 40, w - 120, 800, '#e0f2fe', { opacity: 0.45 }),
    ...folds,
    rect(60, 40, w - 120, 12, '#f59e0b'),
    path('M 480 840 L 480 260 L 720 260 L 720 840', 'none', { stroke: '#f59e0b', 'stroke-width': 8 }),
    line(600, 260, 600, 840, '#f59e0b', 6, { 'stroke-dasharray': '18 14' }),
    person(600, 830, 470, { skin: skinTones[0] ?? '', shirt: '', pants: '', suit: true, armRaise: 20 }),
    ellipse(860, 790, 90, 20, ink.shadow, { opacity: 0.15 }),
    rect(790, 650, 140, 140, '#334155', { rx: 10 }),
    circle(860, 720, 40, '#1f2937'),
    text(860, 630, 'HEPA', 34, '#334155', { 'text-anchor': 'middle', 'font-weight': 'bold' }),
  );
}

function crawlSpaceBarrier(seed: string): Scene {
  const w = 1200;
  const h = 900;
  const rand = random(seed);
  // One-point perspective: the far wall is a small rectangle, everything else converges on it.
  const back = { left: 240, right: 960, top: 360, bottom: 500 };
  const toBack = (x: number, y: number, t: number) => [x + (w / 2 - x) * t, y + ((back.top + back.bottom) / 2 - y) * t] as const;
  const joistLines = Array.from({ length: 9 }, (_, i) => {
    const x = (w / 8) * i;
    const bx = back.left + ((back.right - back.left) / 8) * i;
    return path(`M ${x - 16} 0 L ${x + 16} 0 L ${bx + 4} ${back.top} L ${bx - 4} ${back.top} Z`, '#7c4a1e');
  });
  const seams = Array.from({ length: 5 }, (_, i) => {
    const x = (w / 4) * i;
    const bx = back.left + ((back.right - back.left) / 4) * i;
    return line(x, h, bx, back.bottom, '#cbd5e1', 3);
  });
  const piers = [0.3, 0.6].flatMap((t) =>
    [300, 900].map((x) => {
      const [px] = toBack(x, 0, t);
      const scale = 1 - t * 0.75;
      const floorY = h + (back.bottom - h) * t;
      const ceilingY = back.top * t;
      return rect(px - 34 * scale, ceilingY, 68 * scale, floorY - ceilingY, '#9ca3af', { stroke: '#6b7280', 'stroke-width': 3 * scale });
    }),
  );
  return scene(
    w,
    h,
    rect(0, 0, w, h, '#1e293b'),
    path(`M 0 0 L ${w} 0 L ${back.right} ${back.top} L ${back.left} ${back.top} Z`, '#c2853d'),
    ...joistLines,
    path(`M 0 0 L ${back.left} ${back.top} L ${back.left} ${back.bottom} L 0 ${h} Z`, '#e2e8f0'),
    path(`M ${w} 0 L ${back.right} ${back.top} L ${back.right} ${back.bottom} L ${w} ${h} Z`, '#e2e8f0'),
    rect(back.left, back.top, back.right - back.left, back.bottom - back.top, '#f1f5f9'),
    path(`M 0 ${h} L ${back.left} ${back.bottom} L ${back.right} ${back.bottom} L ${w} ${h} Z`, '#f8fafc'),
    ...seams,
    path(`M 0 120 L ${back.left} ${back.top + 30} L ${back.right} ${back.top + 30} L ${w} 120`, 'none', { stroke: '#0ea5e9', 'stroke-width': 6, opacity: 0.7 }),
    ...piers.reverse(),
    path(`M 600 ${back.top} L ${120 + rand() * 40} ${h} L ${1040 + rand() * 40} ${h} Z`, '#fef9c3', { opacity: 0.12 }),
  );
}

function nightHouse(seed: string): Scene {
  const w = 1200;
  const h = 900;
  const rand = random(seed);
  const stars = Array.from({ length: 40 }, () => circle(rand() * w, rand() * 360, 1.5 + rand() * 2, ink.white, { opacity: 0.4 + rand() * 0.5 }));
  return scene(
    w,
    h,
    `<defs>${linearGradient('night', ['#0b1f3a', '#1e3a8a'])}</defs>`,
    rect(0, 0, w, h, 'url(#night)'),
    ...stars,
    circle(1020, 140, 56, '#fef3c7'),
    circle(1044, 124, 52, '#13285a'),
    rect(0, 700, w, 200, '#14532d'),
    rect(0, 700, w, 200, '#0f172a', { opacity: 0.35 }),
    house(560, 710, 520, '#475569', '#1e293b', true),
    path('M 820 710 L 860 900 L 760 900 L 780 710 Z', '#fde68a', { opacity: 0.25 }),
    rect(60, 560, 330, 150, ink.white),
    rect(60, 530, 200, 60, ink.white, { rx: 8 }),
    rect(80, 545, 90, 40, '#93c5fd'),
    rect(60, 620, 330, 16, ink.blue),
    circle(130, 712, 34, '#111827'),
    circle(320, 712, 34, '#111827'),
    circle(130, 712, 14, '#6b7280'),
    circle(320, 712, 14, '#6b7280'),
    path('M 390 640 C 520 640 520 800 640 780 C 720 770 760 740 800 720', 'none', { stroke: '#f97316', 'stroke-width': 18, 'stroke-linecap': 'round' }),
    path(`M 0 ${h} L 360 560 L 420 560 L 200 ${h} Z`, '#fde68a', { opacity: 0.06 }),
  );
}

function moldDrywall(seed: string): Scene {
  const w = 1200;
  const h = 900;
  const rand = random(seed);
  const spots: string[] = [];
  for (let cluster = 0; cluster < 7; cluster++) {
    const cx = 250 + rand() * 700;
    const cy = 260 + rand() * 460;
    for (let i = 0; i < 22; i++) {
      const r = 4 + rand() * 20;
      spots.push(circle(cx + (rand() - 0.5) * 180, cy + (rand() - 0.5) * 140, r, rand() > 0.3 ? '#1f2937' : '#3f6212', { opacity: 0.35 + rand() * 0.5 }));
    }
  }
  return scene(
    w,
    h,
    rect(0, 0, w, h, '#e7e5e4'),
    ...[80, 400, 720, 1040].map((x) => rect(x, 0, 56, h, '#c8a46a')),
    group('rotate(-4 600 450)', rect(160, 140, 880, 660, '#f5f5f4', { rx: 6 }), rect(160, 140, 880, 660, '#a8a29e', { rx: 6, opacity: 0.15 }), ...spots, path('M 160 700 Q 600 640 1040 720 L 1040 800 L 160 800 Z', '#78716c', { opacity: 0.22 })),
    rect(0, 860, w, 40, '#57534e'),
  );
}

function kitchenGutted(seed: string, room: Room): Scene {
  const w = 1200;
  const h = 900;
  const floorY = 700;
  const studs = Array.from({ length: 9 }, (_, i) => rect(140 + i * 110, 480, 36, floorY - 480, '#c8a46a'));
  return scene(
    w,
    h,
    roomShell(w, h, floorY, room, false),
    rect(0, floorY, w, h - floorY, '#a8a29e'),
    rect(100, 470, 1000, floorY - 470, '#57534e'),
    ...studs,
    line(100, 472, 1100, 472, '#78350f', 4, { 'stroke-dasharray': '16 10' }),
    ...[120, 330, 540, 750, 960].map((x) => rect(x, 90, 190, 240, '#f1f5f9', { rx: 6, stroke: '#cbd5e1', 'stroke-width': 4 })),
    ...[120, 330, 540, 750, 960].map((x) => rect(x + 150, 190, 10, 50, '#94a3b8', { rx: 4 })),
    rect(820, 360, 140, 70, ink.white, { rx: 6 }),
    rect(460, 430, 280, 22, '#64748b', { rx: 6, opacity: 0.6 }),
    dehumidifier(180, 860, 220, '#64748b'),
    airMover(760, 880, 220, ink.blue),
  );
}

function thermalCamera(seed: string, room: Room): Scene {
  const w = 1200;
  const h = 900;
  return scene(
    w,
    h,
    `<defs>${linearGradient('heat', ['#f97316', '#db2777', '#7c3aed'])}<radialGradient id="cold"><stop offset="0" stop-color="#1d4ed8"/><stop offset="0.6" stop-color="#38bdf8"/><stop offset="1" stop-color="#38bdf8" stop-opacity="0"/></radialGradient></defs>`,
    rect(0, 0, w, h, room.wall),
    rect(0, 0, w, 240, room.wallShade),
    path('M 0 240 L 1200 240 L 1200 0 L 0 0 Z', room.trim, { opacity: 0.4 }),
    group(
      'translate(300 170)',
      ellipse(300, 640, 260, 30, ink.shadow, { opacity: 0.15 }),
      rect(0, 0, 600, 460, '#111827', { rx: 36 }),
      rect(30, 30, 540, 380, 'url(#heat)', { rx: 12 }),
      path('M 90 120 C 180 60 360 100 420 170 C 480 240 360 330 260 300 C 140 270 20 200 90 120 Z', 'url(#cold)'),
      ellipse(250, 190, 120, 70, '#1e3a8a', { opacity: 0.7 }),
      line(300, 190, 300, 250, ink.white, 3),
      line(270, 220, 330, 220, ink.white, 3),
      text(60, 390, '14.2 °C', 34, ink.white, { 'font-weight': 'bold' }),
      rect(460, 360, 90, 30, '#0f172a', { rx: 6, opacity: 0.6 }),
      rect(240, 440, 120, 260, '#1f2937', { rx: 24 }),
      circle(300, 520, 18, '#374151'),
    ),
    group('translate(790 600)', circle(0, 0, 46, skinTones[2] ?? '', { opacity: 0.95 }), rect(-30, 10, 60, 140, skinTones[2] ?? '', { rx: 28 })),
  );
}

function basementSlab(seed: string, room: Room): Scene {
  const w = 1200;
  const h = 900;
  const rand = random(seed);
  const floorY = 430;
  const cracks = Array.from({ length: 4 }, () => {
    const x = 200 + rand() * 800;
    const y = 520 + rand() * 300;
    return path(`M ${x} ${y} l ${40 + rand() * 60} ${rand() * 30} l ${30 + rand() * 40} ${-10 + rand() * 20}`, 'none', { stroke: '#6b7280', 'stroke-width': 3, opacity: 0.5 });
  });
  return scene(
    w,
    h,
    rect(0, 0, w, floorY, room.wall),
    waterLine(w, floorY - 90, floorY - 10, seed),
    rect(0, floorY - 12, w, 14, room.trim),
    rect(0, floorY, w, h - floorY, '#a1a1aa'),
    rect(0, floorY, w, h - floorY, '#52525b', { opacity: 0.15 }),
    rect(0, floorY + 10, w, 14, '#92400e'),
    path(`M 0 ${floorY} L 30 ${floorY} L 30 ${h} L 0 ${h} Z`, '#92400e'),
    path(`M ${w - 30} ${floorY} L ${w} ${floorY} L ${w} ${h} L ${w - 30} ${h} Z`, '#92400e'),
    ...cracks,
    group('translate(760 520)', rect(0, 0, 340, 160, '#8b7d6b', { rx: 80 }), rect(0, 0, 340, 160, '#64748b', { rx: 80, opacity: 0.3 }), circle(80, 80, 60, '#a39480'), circle(80, 80, 30, '#8b7d6b')),
    airMover(140, 820, 230, ink.orange),
    dehumidifier(460, 800, 230, '#475569'),
  );
}

function crawlSpaceInsulation(seed: string): Scene {
  const w = 1200;
  const h = 900;
  const rand = random(seed);
  const batts = Array.from({ length: 7 }, (_, i) => {
    const x = 80 + i * 160 + rand() * 20;
    const sag = 180 + rand() * 220;
    return path(`M ${x} 120 C ${x - 20} ${120 + sag * 0.5} ${x + 40} ${120 + sag} ${x + 60} ${120 + sag} C ${x + 90} ${120 + sag * 0.8} ${x + 110} 200 ${x + 120} 120 Z`, i % 2 ? '#f9a8d4' : '#fcd34d', { opacity: 0.85 });
  });
  return scene(
    w,
    h,
    rect(0, 0, w, h, '#292524'),
    rect(0, 0, w, 130, '#44403c'),
    ...Array.from({ length: 8 }, (_, i) => rect(50 + i * 160, 0, 30, 140, '#a16207')),
    ...batts,
    path(`M 0 620 Q 600 560 1200 640 L 1200 900 L 0 900 Z`, '#57534e'),
    path(`M 0 700 Q 600 660 1200 720 L 1200 900 L 0 900 Z`, '#44403c'),
    puddle(820, 760, 200, 30),
    path('M 1200 900 L 300 300 L 500 250 L 1200 760 Z', '#fef9c3', { opacity: 0.12 }),
  );
}

function moistureMeter(seed: string, room: Room): Scene {
  const w = 1200;
  const h = 900;
  const floorY = 720;
  return scene(
    w,
    h,
    roomShell(w, h, floorY, room),
    rect(880, 120, 180, floorY - 120, room.trim),
    rect(896, 136, 148, floorY - 136, room.wallShade),
    circle(1020, 430, 10, '#94a3b8'),
    waterLine(w, floorY - 120, floorY - 14, seed),
    kneelingPerson(420, floorY + 130, 430, { skin: skinTones[3] ?? '', shirt: ink.blue, pants: ink.navy, cap: ink.orange }),
    group('translate(560 520)', rect(0, 0, 90, 150, '#f59e0b', { rx: 14 }), rect(12, 16, 66, 44, '#0f172a', { rx: 6 }), text(45, 50, '28%', 26, '#34d399', { 'text-anchor': 'middle', 'font-weight': 'bold' }), line(30, 150, 30, 190, '#9ca3af', 5), line(60, 150, 60, 190, '#9ca3af', 5)),
    airMover(760, 870, 200, ink.blue),
  );
}

function roofTarp(seed: string): Scene {
  const w = 1200;
  const h = 900;
  return scene(
    w,
    h,
    `<defs>${linearGradient('overcast', ['#94a3b8', '#e2e8f0'])}</defs>`,
    rect(0, 0, w, h, 'url(#overcast)'),
    clouds(w, 80, '#cbd5e1', seed),
    rect(0, 720, w, 180, '#4d7c0f'),
    rect(220, 430, 760, 300, '#e7e5e4'),
    path('M 170 440 L 600 170 L 1030 440 Z', '#57534e'),
    path('M 330 390 L 560 210 L 760 230 L 720 420 Z', '#2563eb'),
    path('M 330 390 L 560 210 L 600 270 L 400 410 Z', '#1d4ed8'),
    ...[[360, 385], [560, 215], [740, 240], [700, 405]].map(([x, y]) => rect((x ?? 0) - 20, (y ?? 0) - 12, 40, 22, '#a8a29e', { rx: 8 })),
    rect(300, 520, 120, 110, '#bfdbfe'),
    rect(780, 520, 120, 110, '#bfdbfe'),
    rect(540, 560, 110, 170, '#7c2d12'),
    rect(1030, 560, 40, 170, '#78350f'),
    circle(1050, 520, 110, '#3f6212'),
    circle(1110, 470, 80, '#4d7c0f'),
    rect(80, 690, 120, 40, '#78350f', { rx: 8 }),
    circle(80, 710, 20, '#a16207'),
  );
}

function restoredLivingRoom(seed: string, room: Room): Scene {
  const w = 1200;
  const h = 900;
  const floorY = 600;
  const planks = Array.from({ length: 14 }, (_, i) => line(600 + (i - 7) * 40, floorY, 600 + (i - 7) * 190, h, '#7c4a1e', 3, { opacity: 0.5 }));
  return scene(
    w,
    h,
    rect(0, 0, w, floorY, room.wall),
    rect(0, floorY, w, h - floorY, '#b7793f'),
    ...planks,
    rect(0, floorY - 18, w, 20, ink.white),
    windowFrame(140, 130, 260, 300, ink.sky),
    rect(620, 150, 260, 170, '#1e3a8a', { rx: 4, stroke: '#fbbf24', 'stroke-width': 10 }),
    path('M 640 300 L 720 220 L 790 280 L 830 250 L 860 300 Z', '#93c5fd'),
    group('translate(560 420)', rect(0, 60, 420, 120, '#475569', { rx: 26 }), rect(20, 0, 380, 100, '#64748b', { rx: 26 }), rect(-20, 70, 60, 110, '#475569', { rx: 20 }), rect(380, 70, 60, 110, '#475569', { rx: 20 }), rect(40, 30, 90, 70, '#f59e0b', { rx: 14 }), rect(290, 30, 90, 70, '#e2e8f0', { rx: 14 })),
    ellipse(770, 790, 300, 50, '#e7e5e4', { opacity: 0.8 }),
    group('translate(1060 360)', line(0, 0, 0, 240, '#334155', 6), path('M -40 0 L 40 0 L 24 -70 L -24 -70 Z', '#fde68a'), ellipse(0, 240, 40, 8, '#334155')),
    group('translate(200 520)', rect(-30, 40, 60, 70, '#9a3412', { rx: 6 }), circle(0, 20, 50, '#15803d'), circle(-30, -10, 32, '#16a34a'), circle(30, -20, 36, '#166534')),
  );
}

function sewageBathroom(seed: string): Scene {
  const w = 1200;
  const h = 900;
  const rand = random(seed);
  const tiles = Array.from({ length: 12 }, (_, i) => line(i * 100, 0, i * 100, 640, '#cbd5e1', 2)).concat(
    Array.from({ length: 7 }, (_, i) => line(0, i * 100, w, i * 100, '#cbd5e1', 2)),
  );
  const mist = Array.from({ length: 30 }, () => circle(700 + rand() * 260, 420 + rand() * 200, 3 + rand() * 8, ink.white, { opacity: 0.5 }));
  return scene(
    w,
    h,
    rect(0, 0, w, 640, '#f1f5f9'),
    ...tiles,
    rect(0, 640, w, 260, '#94a3b8'),
    puddle(420, 760, 320, 40),
    group('translate(120 440)', rect(0, 60, 420, 180, ink.white, { rx: 20, stroke: '#cbd5e1', 'stroke-width': 6 }), rect(20, 40, 380, 30, '#e2e8f0', { rx: 12 })),
    group('translate(980 470)', rect(0, 0, 90, 120, ink.white, { rx: 10, stroke: '#cbd5e1', 'stroke-width': 4 }), ellipse(30, 150, 80, 40, ink.white, { stroke: '#cbd5e1', 'stroke-width': 4 }), rect(10, 160, 50, 50, ink.white)),
    person(620, 860, 440, { skin: skinTones[4] ?? '', shirt: '', pants: '', suit: true, armRaise: 50 }),
    line(690, 520, 780, 470, '#facc15', 10),
    ...mist,
    rect(80, 120, 220, 60, '#fde047', { rx: 8 }),
    text(190, 162, 'CAUTION', 32, '#1f2937', { 'text-anchor': 'middle', 'font-weight': 'bold' }),
  );
}

function sisterJoists(seed: string): Scene {
  const w = 1200;
  const h = 900;
  const rand = random(seed);
  const beams = Array.from({ length: 6 }, (_, i) => {
    const y = 60 + i * 150;
    const old = path(`M -50 ${y} L 1250 ${y - 120} L 1250 ${y - 70} L -50 ${y + 50} Z`, '#78350f', { opacity: 0.85 });
    const stain = ellipse(300 + rand() * 600, y - 40, 120, 18, '#422006', { opacity: 0.45 });
    const sister = path(`M -50 ${y + 54} L 1250 ${y - 66} L 1250 ${y - 20} L -50 ${y + 100} Z`, '#d6a461');
    const bolts = Array.from({ length: 5 }, (_, b) => {
      const x = 120 + b * 240;
      return circle(x, y + 52 - (x + 50) * (120 / 1300), 9, '#94a3b8', { stroke: '#475569', 'stroke-width': 3 });
    });
    return [old, stain, sister, ...bolts].join('');
  });
  return scene(w, h, rect(0, 0, w, h, '#1c1917'), rect(0, 0, w, h, '#78716c', { opacity: 0.25 }), ...beams, path('M 0 900 L 500 300 L 700 300 L 1200 900 Z', '#fef9c3', { opacity: 0.08 }));
}

function contentStorage(seed: string): Scene {
  const w = 1200;
  const h = 900;
  const rand = random(seed);
  const labels = ['Kitchen', 'Bedroom 2', 'Living Room', 'Office', 'Garage', 'Bedroom 1'];
  const shelves: string[] = [];
  for (let unit = 0; unit < 2; unit++) {
    const ux = 80 + unit * 560;
    shelves.push(rect(ux, 80, 16, 760, '#475569'), rect(ux + 484, 80, 16, 760, '#475569'));
    for (let row = 0; row < 3; row++) {
      const y = 320 + row * 250;
      shelves.push(rect(ux, y, 500, 14, '#64748b'));
      let x = ux + 26;
      while (x < ux + 420) {
        const bw = 110 + rand() * 50;
        const bh = 120 + rand() * 80;
        shelves.push(rect(x, y - bh, bw, bh, rand() > 0.5 ? '#d6a461' : '#c0894b', { rx: 4 }), rect(x, y - bh, bw, 10, '#92400e', { opacity: 0.3 }));
        const label = labels[Math.floor(rand() * labels.length)] ?? 'Kitchen';
        shelves.push(rect(x + 12, y - bh / 2 - 14, bw - 24, 30, ink.white, { rx: 3 }), text(x + bw / 2, y - bh / 2 + 7, label, 17, '#1f2937', { 'text-anchor': 'middle' }));
        x += bw + 14;
      }
    }
  }
  return scene(w, h, rect(0, 0, w, h, '#e2e8f0'), rect(0, 840, w, 60, '#94a3b8'), ...shelves);
}

function airScrubber(seed: string, room: Room): Scene {
  const w = 1200;
  const h = 900;
  const floorY = 680;
  return scene(
    w,
    h,
    roomShell(w, h, floorY, room),
    windowFrame(780, 160, 260, 280, '#bae6fd'),
    rect(0, 0, 160, h, '#e0f2fe', { opacity: 0.6 }),
    line(150, 0, 150, h, ink.white, 6, { opacity: 0.5 }),
    path('M 360 560 C 360 380 560 300 700 380 C 760 410 800 420 840 380', 'none', { stroke: '#cbd5e1', 'stroke-width': 70, 'stroke-linecap': 'round' }),
    path('M 360 560 C 360 380 560 300 700 380 C 760 410 800 420 840 380', 'none', { stroke: '#94a3b8', 'stroke-width': 70, 'stroke-dasharray': '6 18', 'stroke-linecap': 'butt' }),
    group('translate(220 560)', ellipse(130, 250, 170, 22, ink.shadow, { opacity: 0.2 }), rect(0, 0, 260, 240, '#334155', { rx: 14 }), rect(20, 20, 220, 150, '#1f2937', { rx: 8 }), ...Array.from({ length: 6 }, (_, i) => rect(30, 34 + i * 22, 200, 8, '#475569', { rx: 4 })), text(130, 215, 'HEPA', 30, ink.white, { 'text-anchor': 'middle', 'font-weight': 'bold' }), circle(30, 245, 16, '#111827'), circle(230, 245, 16, '#111827')),
  );
}

/** The sixteen gallery compositions, in the order the gallery content describes them. */
const galleryScenes: readonly ((seed: string, room: Room) => Scene)[] = [
  (seed, room) => dryingRoom(seed, room),
  containment,
  crawlSpaceBarrier,
  nightHouse,
  moldDrywall,
  kitchenGutted,
  thermalCamera,
  basementSlab,
  crawlSpaceInsulation,
  moistureMeter,
  roofTarp,
  restoredLivingRoom,
  sewageBathroom,
  sisterJoists,
  contentStorage,
  airScrubber,
];

function hygrometer(seed: string, room: Room): Scene {
  const w = 1200;
  const h = 675;
  return scene(
    w,
    h,
    rect(0, 0, w, h, '#d6d3d1'),
    waterLine(w, 360, 675, seed),
    rect(0, 470, w, 30, '#78716c'),
    rect(0, 500, w, 175, '#44403c', { opacity: 0.3 }),
    group('translate(460 170)', ellipse(140, 300, 170, 14, ink.shadow, { opacity: 0.25 }), rect(0, 0, 280, 300, '#f8fafc', { rx: 30 }), rect(30, 40, 220, 130, '#0f172a', { rx: 12 }), text(140, 135, '62%', 80, '#fbbf24', { 'text-anchor': 'middle', 'font-weight': 'bold' }), text(140, 225, 'RH', 40, '#475569', { 'text-anchor': 'middle', 'font-weight': 'bold' }), rect(60, 250, 160, 16, '#e2e8f0', { rx: 8 }), rect(60, 250, 110, 16, '#f59e0b', { rx: 8 })),
    ...[120, 240].map((x, i) => group(`translate(${x} ${330 - i * 30})`, rect(0, 0, 80, 140 + i * 30, i ? '#a3e635' : '#93c5fd', { rx: 12, opacity: 0.8 }), rect(8, -16, 64, 20, '#475569', { rx: 4 }))),
    group('translate(900 300)', rect(0, 0, 200, 170, '#c0894b', { rx: 6 }), rect(0, 0, 200, 20, '#92400e', { opacity: 0.4 })),
    circle(980, 120, 40, '#3f6212', { opacity: 0.3 }),
    circle(1030, 150, 26, '#1f2937', { opacity: 0.25 }),
    rect(0, 0, w, 40, room.wallShade, { opacity: 0.5 }),
  );
}

function insuranceReview(seed: string, room: Room): Scene {
  const w = 1200;
  const h = 675;
  const rand = random(seed);
  const grid = Array.from({ length: 30 }, (_, i) => {
    const v = rand();
    const color = v > 0.75 ? '#2563eb' : v > 0.5 ? '#38bdf8' : v > 0.25 ? '#a7f3d0' : '#f1f5f9';
    return rect(30 + (i % 6) * 60, 30 + Math.floor(i / 6) * 48, 56, 44, color, { rx: 4 });
  });
  return scene(
    w,
    h,
    rect(0, 0, w, h, room.wall),
    ...[80, 300, 520].map((x) => rect(x, 40, 200, 170, '#f8fafc', { rx: 6, stroke: '#cbd5e1', 'stroke-width': 4 })),
    rect(0, 430, w, 245, '#e7e5e4'),
    rect(0, 430, w, 24, '#d6d3d1'),
    person(190, 640, 470, { skin: skinTones[2] ?? '', shirt: '#0f766e', pants: '#1f2937', cap: '#0f766e' }),
    person(1010, 640, 480, { skin: skinTones[0] ?? '', shirt: ink.blue, pants: ink.navy, cap: ink.navy, armRaise: 15 }),
    group('translate(380 300) rotate(-6)', ellipse(220, 270, 240, 16, ink.shadow, { opacity: 0.2 }), rect(0, 0, 440, 310, '#111827', { rx: 22 }), rect(16, 16, 408, 278, '#f8fafc', { rx: 10 }), ...grid, rect(400, 40, 10, 10, '#111827')),
    group('translate(860 470) rotate(8)', rect(0, 0, 150, 110, ink.white, { stroke: '#e2e8f0', 'stroke-width': 6 }), rect(10, 10, 130, 70, '#93c5fd')),
  );
}

function overflowingGutter(seed: string): Scene {
  const w = 1200;
  const h = 675;
  const rand = random(seed);
  const bricks: string[] = [];
  for (let row = 0; row < 16; row++) {
    for (let col = 0; col < 10; col++) {
      const x = 420 + col * 84 - (row % 2) * 42;
      bricks.push(rect(x, 210 + row * 30, 80, 26, rand() > 0.5 ? '#9a3412' : '#b45309', { opacity: 0.9 }));
    }
  }
  return scene(
    w,
    h,
    `<defs>${linearGradient('storm', ['#475569', '#94a3b8'])}</defs>`,
    rect(0, 0, w, h, 'url(#storm)'),
    clouds(w, 40, '#64748b', seed),
    rect(0, 560, w, 115, '#3f6212'),
    rect(420, 200, 800, 400, '#7c2d12'),
    ...bricks,
    path('M 380 210 L 720 40 L 1240 40 L 1240 210 Z', '#334155'),
    rect(370, 200, 870, 26, '#e2e8f0', { rx: 6 }),
    rect(740, 330, 170, 160, '#bfdbfe', { stroke: ink.white, 'stroke-width': 10 }),
    path('M 560 226 C 556 300 530 420 540 600', 'none', { stroke: '#93c5fd', 'stroke-width': 26, opacity: 0.8 }),
    path('M 600 226 C 600 320 610 440 600 600', 'none', { stroke: '#bfdbfe', 'stroke-width': 14, opacity: 0.7 }),
    ellipse(570, 610, 120, 18, '#93c5fd', { opacity: 0.6 }),
    rain(w, h, seed, 120),
  );
}

/** Blog pictures, one per article in content order; a fifth article reuses the first composition. */
const blogScenes: readonly ((seed: string, room: Room) => Scene)[] = [
  (seed, room) => ({ ...dryingRoom(seed, room, { width: 1200, height: 675, people: 1 }) }),
  hygrometer,
  insuranceReview,
  overflowingGutter,
];

function hero(seed: string, room: Room): Scene {
  const w = 1600;
  const h = 900;
  const floorY = 560;
  return scene(
    w,
    h,
    `<defs>${linearGradient('morning', ['#fef3c7', '#bfdbfe'])}</defs>`,
    roomShell(w, h, floorY, room),
    windowFrame(1040, 110, 360, 300, 'url(#morning)'),
    path(`M 1040 420 L 1400 420 L 1560 ${h} L 880 ${h} Z`, '#fef3c7', { opacity: 0.22 }),
    waterLine(w, floorY - 130, floorY - 14, seed),
    path(`M 0 ${floorY + 2} L 420 ${floorY + 2} L 260 ${h} L 0 ${h} Z`, '#d6cfc4'),
    path(`M 420 ${floorY + 2} Q 470 ${floorY + 90} 330 ${h - 100} L 260 ${h} Z`, '#8b7d6b', { opacity: 0.45 }),
    puddle(760, 800, 260, 34),
    airMover(120, 840, 250, ink.blue),
    dehumidifier(520, 760, 290, '#64748b'),
    airMover(1560, 800, 200, ink.orange, -1),
    kneelingPerson(900, 860, 440, { skin: skinTones[1] ?? '', shirt: ink.blue, pants: ink.navy, cap: ink.navy }),
    airMover(1010, 860, 200, ink.blue),
  );
}

const avatarColors = [
  { bg: '#dbeafe', shirt: ink.blue, hair: '#3f2a1d' },
  { bg: '#fde68a', shirt: '#0f766e', hair: '#7c2d12' },
  { bg: '#dcfce7', shirt: ink.navySoft, hair: '#111827' },
  { bg: '#fee2e2', shirt: ink.orange, hair: '#1f2937' },
  { bg: '#e0e7ff', shirt: '#4338ca', hair: '#a16207' },
];

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);

/** A friendly head-and-shoulders avatar with the person's initials. */
function portrait(name: string, index: number): Scene {
  const w = 800;
  const h = 800;
  const colors = avatarColors[index % avatarColors.length] ?? avatarColors[0]!;
  const skin = skinTones[index % skinTones.length] ?? '';
  const longHair = index % 2 === 1;
  return scene(
    w,
    h,
    rect(0, 0, w, h, colors.bg),
    circle(400, 400, 330, ink.white, { opacity: 0.45 }),
    path('M 150 800 C 150 600 260 540 400 540 C 540 540 650 600 650 800 Z', colors.shirt),
    path('M 340 540 L 400 620 L 460 540 Z', ink.white, { opacity: 0.85 }),
    rect(362, 470, 76, 90, skin, { rx: 30 }),
    longHair ? path('M 258 380 C 230 150 570 150 542 380 L 560 520 C 520 560 480 520 470 470 L 330 470 C 320 520 280 560 240 520 Z', colors.hair) : '',
    ellipse(400, 360, 125, 140, skin),
    longHair
      ? path('M 272 350 C 262 150 538 150 528 350 C 480 280 340 280 272 350 Z', colors.hair)
      : path('M 268 372 C 250 150 550 150 532 372 C 520 300 470 272 400 276 C 330 272 280 300 268 372 Z', colors.hair),
    circle(355, 370, 9, '#1f2937'),
    circle(445, 370, 9, '#1f2937'),
    path('M 360 425 Q 400 455 440 425', 'none', { stroke: '#7c2d12', 'stroke-width': 8, 'stroke-linecap': 'round' }),
    rect(300, 668, 200, 96, ink.white, { rx: 48, opacity: 0.92 }),
    text(400, 735, initialsOf(name), 62, colors.shirt, { 'text-anchor': 'middle', 'font-weight': 'bold' }),
  );
}

function familyWithVan(seed: string): Scene {
  const w = 1200;
  const h = 800;
  const figures = [
    { x: 640, height: 360, style: { skin: skinTones[0] ?? '', shirt: ink.blue, pants: ink.navy, cap: ink.navy } },
    { x: 740, height: 330, style: { skin: skinTones[0] ?? '', shirt: '#0f766e', pants: '#334155', cap: '#0f766e' } },
    { x: 840, height: 250, style: { skin: skinTones[4] ?? '', shirt: ink.orange, pants: ink.navy, cap: ink.orange } },
    { x: 920, height: 220, style: { skin: skinTones[4] ?? '', shirt: '#7c3aed', pants: '#334155', cap: '#7c3aed' } },
  ];
  return scene(
    w,
    h,
    `<defs>${linearGradient('afternoon', ['#bfdbfe', '#f0f9ff'])}</defs>`,
    rect(0, 0, w, h, 'url(#afternoon)'),
    clouds(w, 60, ink.white, seed),
    rect(0, 620, w, 180, '#65a30d'),
    rect(0, 660, w, 140, '#9ca3af'),
    group(
      'translate(80 380)',
      ellipse(250, 300, 280, 20, ink.shadow, { opacity: 0.2 }),
      path('M 0 280 L 0 60 Q 0 20 40 20 L 360 20 Q 420 20 450 90 L 500 170 L 500 280 Z', ink.white),
      rect(0, 150, 500, 40, ink.blue),
      path('M 370 40 L 430 100 L 460 160 L 370 160 Z', '#93c5fd'),
      rect(40, 50, 300, 90, '#e2e8f0', { rx: 8 }),
      path('M 190 70 C 160 110 160 125 190 130 C 220 125 220 110 190 70 Z', ink.blue),
      circle(110, 282, 44, '#111827'),
      circle(400, 282, 44, '#111827'),
      circle(110, 282, 18, '#9ca3af'),
      circle(400, 282, 18, '#9ca3af'),
    ),
    ...figures.map((figure) => person(figure.x, 700, figure.height, figure.style)),
    circle(1080, 560, 90, '#15803d'),
    rect(1070, 600, 20, 80, '#78350f'),
  );
}

/** The share image: navy, the business name and phone, drawn from the business module, in a language. */
function shareImage(lang: Lang): Scene {
  const w = 1200;
  const h = 630;
  const phoneText = business.phone.display;
  const nameSize = business.name.length > 26 ? 54 : 64;
  return scene(
    w,
    h,
    `<defs>${linearGradient('brand', [ink.navy, ink.navySoft], false)}</defs>`,
    rect(0, 0, w, h, 'url(#brand)'),
    path(`M ${w * 0.62} 0 L ${w} 0 L ${w} ${h} L ${w * 0.46} ${h} Z`, ink.blue, { opacity: 0.35 }),
    path(`M ${w * 0.8} 0 L ${w} 0 L ${w} ${h} L ${w * 0.7} ${h} Z`, ink.blue, { opacity: 0.35 }),
    group('translate(90 110)', path('M 60 0 C 20 60 0 95 0 125 C 0 160 27 185 60 185 C 93 185 120 160 120 125 C 120 95 100 60 60 0 Z', ink.blueSoft), path('M 32 125 C 32 145 45 158 62 160', 'none', { stroke: ink.white, 'stroke-width': 10, 'stroke-linecap': 'round', opacity: 0.8 })),
    text(90, 380, business.name, nameSize, ink.white, { 'font-weight': 'bold' }),
    text(90, 440, shareImageTagline(lang), 32, '#cbd5e1'),
    rect(90, 480, 60 + phoneText.length * 28, 84, ink.amber, { rx: 42 }),
    text(120 + phoneText.length * 14, 536, phoneText, 44, ink.navy, { 'font-weight': 'bold', 'text-anchor': 'middle' }),
  );
}

// ---------------------------------------------------------------------------------------------
// The file list, from the content modules
// ---------------------------------------------------------------------------------------------

/** Default sizes for images a page's metadata names without a more specific source. */
const folderSizes = {
  hero: { width: 1600, height: 900 },
  gallery: { width: 1200, height: 900 },
  blog: { width: 1200, height: 675 },
  team: { width: 800, height: 800 },
} as const;

type AssetFolder = keyof typeof folderSizes;

const folderOf = (path: AssetPath) => path.slice(0, path.indexOf('/')) as AssetFolder;

/** The share image each language's pages fall back to in their Open Graph and Twitter tags. */
export const shareImageFiles = Object.fromEntries(languages.map((lang) => [lang, `public${shareImageIn(lang).path}`])) as Record<Lang, string>;

/**
 * Every image the content names, with its size and drawing. Content order decides each
 * picture's composition and colours, so entries stay distinguishable from their neighbours.
 */
export function placeholderTargets(): PlaceholderTarget[] {
  const targets: { path: AssetPath; width: number; height: number; draw: () => Scene }[] = [];
  const { home, gallery, team, pageMeta, services, articles } = contentFor(defaultLang);
  const { homePage } = home;
  const { teamFuture } = team;
  const roomFor = (index: number) => rooms[index % rooms.length] ?? rooms[0]!;

  targets.push({ path: homePage.hero.image, ...folderSizes.hero, draw: () => hero(homePage.hero.image, roomFor(0)) });
  gallery.galleryImages.forEach((image, index) => {
    const path: AssetPath = `gallery/${image.src}`;
    const draw = galleryScenes[index % galleryScenes.length] ?? galleryScenes[0]!;
    targets.push({ path, ...folderSizes.gallery, draw: () => draw(path, roomFor(index)) });
  });
  team.team.forEach((member, index) => {
    targets.push({ path: `team/${member.image}`, ...folderSizes.team, draw: () => portrait(member.name, index) });
  });
  targets.push({ path: `team/${teamFuture.image}`, width: 1200, height: 800, draw: () => familyWithVan(teamFuture.image) });
  // Newest first, as the blog shows them, so each keeps the drawing it had.
  articles.articles.forEach((article, index) => {
    const path: AssetPath = `blog/${article.image}`;
    const draw = blogScenes[index % blogScenes.length] ?? blogScenes[0]!;
    targets.push({ path, ...folderSizes.blog, draw: () => draw(path, roomFor(index + 1)) });
  });
  const metas: readonly PageMeta[] = [...Object.values(pageMeta.pageMeta), ...services.services.map((service) => service.meta)];
  const metaImages = metas.flatMap((meta) => (meta.image ? [meta.image] : []));
  for (const [index, path] of metaImages.entries()) {
    targets.push({ path, ...folderSizes[folderOf(path)], draw: () => dryingRoom(path, roomFor(index)) });
  }

  const seen = new Set<string>();
  const unique = targets.filter((target) => !seen.has(target.path) && Boolean(seen.add(target.path)));
  return [
    ...unique.map((target) => ({ file: `assets/${target.path}`, width: target.width, height: target.height, draw: target.draw })),
    ...languages.map((lang) => ({ file: shareImageFiles[lang], width: shareImageIn(lang).width, height: shareImageIn(lang).height, draw: () => shareImage(lang) })),
  ];
}

/** The SVG document for a target: the scene scaled to cover the target size, centred. */
export function renderSvg(target: PlaceholderTarget) {
  const drawn = target.draw();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${target.width}" height="${target.height}" viewBox="0 0 ${drawn.width} ${drawn.height}" preserveAspectRatio="xMidYMid slice">${drawn.body}</svg>`;
}

export async function renderJpeg(target: PlaceholderTarget) {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(renderSvg(target)))
    .resize(target.width, target.height, { fit: 'cover' })
    .jpeg({ quality: jpegQuality, progressive: true, mozjpeg: true })
    .toBuffer();
}

/** Writes every missing placeholder; returns what it wrote and what it left alone. */
export async function writePlaceholders(root = siteDir) {
  const written: { file: string; bytes: number }[] = [];
  const kept: { file: string; bytes: number }[] = [];
  for (const target of placeholderTargets()) {
    const out = join(root, target.file);
    if (existsSync(out)) {
      kept.push({ file: target.file, bytes: statSync(out).size });
      continue;
    }
    const jpeg = await renderJpeg(target);
    if (jpeg.length >= maxPlaceholderBytes) {
      throw new Error(`${target.file} came out at ${jpeg.length} bytes; simplify its drawing to stay under ${maxPlaceholderBytes}.`);
    }
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, jpeg);
    written.push({ file: target.file, bytes: jpeg.length });
  }
  return { written, kept };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { written, kept } = await writePlaceholders();
  for (const file of written) console.log(`wrote ${file.file} (${(file.bytes / 1024).toFixed(1)} KB)`);
  const total = [...written, ...kept].reduce((sum, file) => sum + file.bytes, 0);
  console.log(`${written.length} written, ${kept.length} already present; ${(total / 1024).toFixed(1)} KB in all.`);
}
