/**
 * Turning a target into a JPEG, and writing the ones that are missing.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PlaceholderTarget, placeholderTargets } from './targets';

const siteDir = fileURLToPath(new URL('../../', import.meta.url));

/** Generated files stay well under this, so placeholders never dominate the page weight. */
export const maxPlaceholderBytes = 60 * 1024;

const jpegQuality = 75;

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
