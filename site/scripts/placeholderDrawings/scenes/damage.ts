/**
 * Scenes of the damage and what follows it: mould, a gutted kitchen, a sewage backup, the contents
 * packed out, the room put back, the insurance review.
 */
import { person } from '../figures';
import { ink, type Room, skinTones } from '../palette';
import { airMover, dehumidifier, puddle, roomShell, windowFrame } from '../props';
import { circle, ellipse, group, line, path, random, rect, type Scene, scene, text } from '../svg';

export function moldDrywall(seed: string): Scene {
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

export function kitchenGutted(seed: string, room: Room): Scene {
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

export function sewageBathroom(seed: string): Scene {
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

export function contentStorage(seed: string): Scene {
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

export function restoredLivingRoom(seed: string, room: Room): Scene {
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

export function insuranceReview(seed: string, room: Room): Scene {
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
