/**
 * The mail's chart: visits (bars), call taps and messages (lines) per day for eight weeks, drawn as SVG
 * and turned into a PNG by sharp, so it shows inline in every mail program. Its few labels (the scale
 * and each Monday's date) are drawn as strokes, not set in a font: Lambda's system has no fonts for
 * librsvg to find. The words around it (title, legend) are the mail's HTML.
 */
import sharp from 'sharp';
import type { Figures } from './figures';

/** Drawn at twice the size it is shown (600 px wide in the mail), for sharp screens. */
export const chartSize = { width: 1200, height: 520, shownWidth: 600 } as const;

export const chartColours = { visits: '#93c5fd', calls: '#b91c1c', messages: '#047857', grid: '#d1d5db', ink: '#374151' } as const;

/**
 * Seven-segment strokes in a 6 x 10 box: a top, b top right, c bottom right, d bottom, e bottom left,
 * f top left, g middle; '/' a diagonal.
 */
const segments: Record<string, string> = {
  a: 'M0 0H6',
  b: 'M6 0V5',
  c: 'M6 5V10',
  d: 'M0 10H6',
  e: 'M0 5V10',
  f: 'M0 0V5',
  g: 'M0 5H6',
};
const glyphs: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

/** How far each character moves the pen, in the glyphs' units: a narrow 1 leaves no gap. */
const advanceOf = (char: string) => (char === '1' ? 5 : 9);

/** Digits and slashes as one stroked path, `size` px tall, its top left at (x, y). */
function strokeText(text: string, x: number, y: number, size: number, colour: string): string {
  const scale = size / 10;
  let pen = x;
  const paths = [...text].map((char) => {
    const d = char === '/' ? 'M6 0L0 10' : char === '1' ? 'M1 0V10' : [...(glyphs[char] ?? '')].map((segment) => segments[segment]).join('');
    const path = `<path transform="translate(${pen.toFixed(1)} ${y.toFixed(1)}) scale(${scale})" d="${d}"/>`;
    pen += advanceOf(char) * scale;
    return path;
  });
  return `<g fill="none" stroke="${colour}" stroke-width="${(3 / scale).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g>`;
}

const textWidth = (text: string, size: number) => ([...text].reduce((total, char) => total + advanceOf(char), 0) - 3) * (size / 10);

/** A scale's top: the smallest of 4, 8, 12 ..., 20, 40 ... at or above the largest value. */
function niceTop(max: number): number {
  for (const step of [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000]) {
    if (max <= step * 4) return step * 4;
  }
  return Math.ceil(max / 4000) * 4000;
}

export function chartSvg(daily: Figures['daily']): string {
  const { width, height } = chartSize;
  const plot = { left: 90, right: width - 30, top: 30, bottom: height - 70 };
  const top = niceTop(Math.max(1, ...daily.flatMap((day) => [day.visits, day.calls, day.messages])));
  const slot = (plot.right - plot.left) / Math.max(1, daily.length);
  const yOf = (value: number) => plot.bottom - (value / top) * (plot.bottom - plot.top);
  const xOf = (index: number) => plot.left + slot * (index + 0.5);
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="#ffffff"/>`];

  for (let tick = 0; tick <= 4; tick += 1) {
    const value = (top / 4) * tick;
    const y = yOf(value);
    parts.push(`<line x1="${plot.left}" x2="${plot.right}" y1="${y}" y2="${y}" stroke="${chartColours.grid}" stroke-width="2"/>`);
    const label = String(value);
    parts.push(strokeText(label, plot.left - 16 - textWidth(label, 22), y - 11, 22, chartColours.ink));
  }
  daily.forEach((day, index) => {
    const barHeight = plot.bottom - yOf(day.visits);
    if (barHeight > 0) parts.push(`<rect x="${(xOf(index) - slot * 0.35).toFixed(1)}" y="${yOf(day.visits).toFixed(1)}" width="${(slot * 0.7).toFixed(1)}" height="${barHeight.toFixed(1)}" fill="${chartColours.visits}"/>`);
    // Each Monday: a tick and its date (month/day).
    if (new Date(`${day.day}T00:00:00Z`).getUTCDay() === 1) {
      const x = plot.left + slot * index;
      parts.push(`<line x1="${x}" x2="${x}" y1="${plot.bottom}" y2="${plot.bottom + 12}" stroke="${chartColours.ink}" stroke-width="2"/>`);
      const [, month = '', date = ''] = day.day.split('-');
      const label = `${Number(month)}/${Number(date)}`;
      if (x + 6 + textWidth(label, 22) <= width) parts.push(strokeText(label, x + 6, plot.bottom + 24, 22, chartColours.ink));
    }
  });
  const line = (key: 'calls' | 'messages', dashes: string) => {
    const points = daily.map((day, index) => `${xOf(index).toFixed(1)},${yOf(day[key]).toFixed(1)}`).join(' ');
    const colour = chartColours[key];
    const markers = daily.map((day, index) =>
      key === 'calls'
        ? `<circle cx="${xOf(index).toFixed(1)}" cy="${yOf(day[key]).toFixed(1)}" r="5" fill="${colour}"/>`
        : `<rect x="${(xOf(index) - 5).toFixed(1)}" y="${(yOf(day[key]) - 5).toFixed(1)}" width="10" height="10" fill="${colour}"/>`,
    );
    return `<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="4" stroke-dasharray="${dashes}" stroke-linejoin="round"/>${markers.join('')}`;
  };
  parts.push(line('calls', 'none'), line('messages', '12 8'));
  parts.push(`<line x1="${plot.left}" x2="${plot.right}" y1="${plot.bottom}" y2="${plot.bottom}" stroke="${chartColours.ink}" stroke-width="2"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** The chart as a PNG of few colours (a palette PNG: a few KB). */
export function chartPng(daily: Figures['daily']): Promise<Buffer> {
  return sharp(Buffer.from(chartSvg(daily))).png({ palette: true, compressionLevel: 9 }).toBuffer();
}
