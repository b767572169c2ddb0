/**
 * Scenes outside the house: a storm at night, a tarped roof, an overflowing gutter.
 */
import { ink } from '../palette';
import { clouds, house, rain } from '../props';
import { circle, ellipse, linearGradient, path, random, rect, type Scene, scene } from '../svg';

export function nightHouse(seed: string): Scene {
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

export function roofTarp(seed: string): Scene {
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

export function overflowingGutter(seed: string): Scene {
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
