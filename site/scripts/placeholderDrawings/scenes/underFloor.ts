/**
 * Scenes under the floor: crawl spaces and their joists.
 */
import { puddle } from '../props';
import { circle, ellipse, line, path, random, rect, type Scene, scene } from '../svg';

export function crawlSpaceBarrier(seed: string): Scene {
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

export function crawlSpaceInsulation(seed: string): Scene {
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

export function sisterJoists(seed: string): Scene {
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
