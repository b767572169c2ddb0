/**
 * Which image a browser fetches at a viewport: the media conditions and `sizes` this site writes, and
 * Chromium's choice among `srcset` candidates.
 */

export interface Viewport {
  /** CSS pixels. */
  width: number;
  deviceScaleFactor: number;
}

/** Evaluates the media conditions `sizes` and `<source media>` use on this site: min-/max-width. */
export function mediaMatches(condition: string, viewport: Viewport): boolean {
  const parts = condition.toLowerCase().split(/\s+and\s+/);
  return parts.every((part) => {
    const feature = /^\(\s*(min|max)-width\s*:\s*([\d.]+)(px|rem|em)\s*\)$/.exec(part.trim());
    if (!feature) return false;
    const limit = Number(feature[2]) * (feature[3] === 'px' ? 1 : 16);
    return feature[1] === 'min' ? viewport.width >= limit : viewport.width <= limit;
  });
}

function lengthInPx(length: string, viewport: Viewport): number | undefined {
  const match = /^([\d.]+)(vw|px|rem|em)$/.exec(length.trim().toLowerCase());
  if (!match) return undefined;
  const value = Number(match[1]);
  if (match[2] === 'vw') return (value * viewport.width) / 100;
  return match[2] === 'px' ? value : value * 16;
}

/** The slot width `sizes` gives at this viewport; entries this parser cannot read are skipped, as the spec says. */
function slotWidth(sizes: string | undefined, viewport: Viewport): number {
  for (const entry of (sizes ?? '').split(',')) {
    const trimmed = entry.trim();
    const split = trimmed.lastIndexOf(' ');
    const condition = split === -1 ? '' : trimmed.slice(0, split);
    const length = lengthInPx(split === -1 ? trimmed : trimmed.slice(split + 1), viewport);
    if (length !== undefined && (condition === '' || mediaMatches(condition, viewport))) return length;
  }
  return viewport.width;
}

/** Picks a `srcset` candidate the way Chromium does (its geometric-mean rule between neighbours). */
export function pickCandidate(
  srcset: string | undefined,
  src: string | undefined,
  sizes: string | undefined,
  viewport: Viewport,
): string | undefined {
  const candidates: { url: string; density: number }[] = [];
  const slot = slotWidth(sizes, viewport);
  for (const entry of (srcset ?? '').split(',')) {
    const [url, descriptor] = entry.trim().split(/\s+/);
    if (!url) continue;
    if (descriptor?.endsWith('w')) candidates.push({ url, density: Number(descriptor.slice(0, -1)) / slot });
    else candidates.push({ url, density: descriptor?.endsWith('x') ? Number(descriptor.slice(0, -1)) : 1 });
  }
  if (src && !candidates.some((candidate) => candidate.density === 1) && !srcset?.match(/\d\s*w\b/)) {
    candidates.push({ url: src, density: 1 });
  }
  if (candidates.length === 0) return src;
  candidates.sort((a, b) => a.density - b.density);
  const dpr = viewport.deviceScaleFactor;
  let index = 0;
  for (; index < candidates.length - 1; index += 1) {
    const next = candidates[index + 1]!.density;
    if (next < dpr) continue;
    const current = candidates[index]!.density;
    if ((dpr <= 1 && dpr > current) || dpr >= Math.sqrt(current * next)) index += 1;
    break;
  }
  return candidates[index]?.url;
}
