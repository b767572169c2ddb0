/**
 * People: a standing and a kneeling figure, drawn at any height from one 100-unit design.
 */
import { ink } from './palette';
import { circle, ellipse, group, path, rect } from './svg';

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
export function person(x: number, feetY: number, height: number, style: PersonStyle) {
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
export function kneelingPerson(x: number, groundY: number, height: number, style: PersonStyle) {
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
