/**
 * The share image each language's pages show in Open Graph and Twitter cards.
 */
import { business } from '../../../content/facts/business';
import type { Lang } from '../../../i18n/lang';
import { shareImageTagline } from '../../../seo/shareImage';
import { ink } from '../palette';
import { group, linearGradient, path, rect, type Scene, scene, text } from '../svg';

/** The share image: navy, the business name and phone, drawn from the business module, in a language. */
export function shareImage(lang: Lang): Scene {
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
