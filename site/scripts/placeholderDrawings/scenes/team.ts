/**
 * The team's pictures: a portrait with initials per person, and the family with the van.
 */
import { person } from '../figures';
import { ink, skinTones } from '../palette';
import { clouds } from '../props';
import { circle, ellipse, group, linearGradient, path, rect, type Scene, scene, text } from '../svg';

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
export function portrait(name: string, index: number): Scene {
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

export function familyWithVan(seed: string): Scene {
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
