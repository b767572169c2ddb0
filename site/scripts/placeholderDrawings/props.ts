/**
 * The things the scenes are set with: drying equipment, windows, a room's shell, water marks, rain,
 * houses and clouds.
 */
import { ink, type Room } from './palette';
import { circle, ellipse, group, line, path, random, rect } from './svg';

/** A snail-shaped air mover, 100 units wide, resting on y=0. */
export function airMover(x: number, floorY: number, width: number, color: string, facing: 1 | -1 = 1) {
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
export function dehumidifier(x: number, floorY: number, height: number, color: string) {
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

export function windowFrame(x: number, y: number, w: number, h: number, glass: string, frame = ink.white) {
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
export function roomShell(w: number, h: number, floorY: number, room: Room, planks = true) {
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
export function waterLine(w: number, y: number, floorY: number, seed: string) {
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
export function puddle(cx: number, cy: number, rx: number, ry: number) {
  return [
    ellipse(cx, cy, rx, ry, '#60a5fa', { opacity: 0.45 }),
    ellipse(cx - rx * 0.2, cy - ry * 0.2, rx * 0.5, ry * 0.25, ink.white, { opacity: 0.35 }),
    ellipse(cx + rx * 0.35, cy + ry * 0.3, rx * 0.2, ry * 0.12, ink.white, { opacity: 0.3 }),
  ].join('');
}

export function rain(w: number, h: number, seed: string, count: number, color = '#cbd5e1') {
  const rand = random(seed);
  return Array.from({ length: count }, () => {
    const x = rand() * (w + 100);
    const y = rand() * h;
    const len = 18 + rand() * 24;
    return line(x, y, x - len * 0.35, y + len, color, 2.5, { opacity: 0.55 });
  }).join('');
}

export function house(x: number, groundY: number, width: number, wall: string, roof: string, lit = false) {
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

export function clouds(w: number, y: number, color: string, seed: string) {
  const rand = random(seed);
  return Array.from({ length: 4 }, (_, i) => {
    const cx = (w / 4) * i + rand() * (w / 5);
    const cy = y + rand() * 60;
    const r = 50 + rand() * 40;
    return [circle(cx, cy, r, color), circle(cx + r * 0.9, cy + 10, r * 0.8, color), circle(cx - r * 0.9, cy + 14, r * 0.7, color)].join('');
  }).join('');
}
