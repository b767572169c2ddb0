/**
 * Scenes of the drying work: the home page's hero and the gallery's rooms with their fans,
 * dehumidifiers, meters and containment.
 */
import { kneelingPerson, person } from '../figures';
import { ink, type Room, skinTones } from '../palette';
import { airMover, dehumidifier, puddle, roomShell, waterLine, windowFrame } from '../props';
import { circle, ellipse, group, line, linearGradient, path, random, rect, type Scene, scene, text } from '../svg';

export function hero(seed: string, room: Room): Scene {
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

export function dryingRoom(seed: string, room: Room, options: { width?: number; height?: number; people?: number } = {}): Scene {
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

export function containment(seed: string, room: Room): Scene {
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

export function airScrubber(seed: string, room: Room): Scene {
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

export function moistureMeter(seed: string, room: Room): Scene {
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

export function hygrometer(seed: string, room: Room): Scene {
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

export function thermalCamera(seed: string, room: Room): Scene {
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

export function basementSlab(seed: string, room: Room): Scene {
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
