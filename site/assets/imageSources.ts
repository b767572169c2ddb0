/**
 * The pure half of the image pipeline: it turns what vite-imagetools reports for each rendition
 * (`as=metadata`) into the srcsets, fallback and intrinsic size a `<picture>` needs, and looks
 * images up by their path under `site/assets/`. `images.ts` feeds it from `import.meta.glob`;
 * tests feed it fixtures.
 */

/** One encoded file, as `?as=metadata:src;width;height` describes it. */
export interface Rendition {
  src: string;
  width: number;
  height: number;
}

/** The plugin answers with one object when a query yields a single file, otherwise with a list. */
export type RenditionOutput = Rendition | readonly Rendition[];

/**
 * AVIF for the browsers that read it, JPEG for the rest. No WebP: a browser that reads WebP but not
 * AVIF is years old and takes the JPEG, and a third format cost every home page 0.4 KB of HTML and
 * every build a third of its encoding.
 */
export const imageFormats = ['avif', 'jpeg'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** Everything `<picture>` needs for one image. */
export interface ImageSources {
  /** The path under `site/assets/`, for error messages. */
  path: string;
  /** Size of the largest rendition: the `<img>` width and height attributes, so the box is reserved. */
  width: number;
  height: number;
  avif: SourceSet;
  jpeg: SourceSet;
}

export interface SourceSet {
  /** `url 400w, url 800w, ...`, narrowest first. */
  srcset: string;
  /** The rendition a browser without srcset support gets, and the preload's `href`. */
  src: string;
  /** The widths on offer, narrowest first. */
  widths: readonly number[];
}

/**
 * A browser that ignores srcset (or a preload without imagesrcset support) gets the first
 * rendition at least this wide: sharp enough for a phone, far lighter than the largest file.
 */
export const fallbackWidth = 800;

const asList = (output: RenditionOutput): readonly Rendition[] => (Array.isArray(output) ? output : [output as Rendition]);

/** Renditions narrowest first, one per width (the plugin caps requested widths at the source width). */
export function normalizeRenditions(output: RenditionOutput): Rendition[] {
  const byWidth = new Map<number, Rendition>();
  for (const rendition of asList(output)) {
    if (!byWidth.has(rendition.width)) byWidth.set(rendition.width, rendition);
  }
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
}

export function toSrcset(renditions: readonly Rendition[]): string {
  return renditions.map((rendition) => `${rendition.src} ${rendition.width}w`).join(', ');
}

function toSourceSet(path: string, format: ImageFormat, output: RenditionOutput | undefined): SourceSet {
  const renditions = output === undefined ? [] : normalizeRenditions(output);
  const valid = renditions.filter((r) => typeof r.src === 'string' && r.src !== '' && r.width > 0 && r.height > 0);
  const fallback = valid.find((r) => r.width >= fallbackWidth) ?? valid.at(-1);
  if (!fallback) {
    throw new Error(
      `The image pipeline produced no ${format} renditions for site/assets/${path}; is the file a readable JPEG, PNG or WebP?`,
    );
  }
  return { srcset: toSrcset(valid), src: fallback.src, widths: valid.map((r) => r.width) };
}

/** Combines one image's format outputs; the JPEG renditions set the intrinsic size. */
export function buildImageSources(path: string, outputs: Partial<Record<ImageFormat, RenditionOutput>>): ImageSources {
  const avif = toSourceSet(path, 'avif', outputs.avif);
  const jpeg = toSourceSet(path, 'jpeg', outputs.jpeg);
  const largest = normalizeRenditions(outputs.jpeg ?? []).at(-1);
  return { path, width: largest?.width ?? 0, height: largest?.height ?? 0, avif, jpeg };
}

/** `./gallery/gallery-01.jpg` (a glob key relative to site/assets/) -> `gallery/gallery-01.jpg`. */
export const assetPathFromGlobKey = (key: string) => key.replace(/^\.\//, '');

/**
 * What one glob entry holds: the plugin's metadata, or, when vite-imagetools is not registered
 * (vitest runs Vite without it), the plain URL of the unprocessed file.
 */
export type GlobOutput = RenditionOutput | string;
export type GlobOutputs = Record<ImageFormat, Record<string, GlobOutput>>;

export interface ImageTableOptions {
  /**
   * Accept unprocessed files (unit tests only): each image then has its source URL as its one
   * rendition and an unknown (0) size. Anywhere else an unprocessed file is a configuration error.
   * @default false
   */
  allowUnprocessed?: boolean;
}

const stripQuery = (url: string) => url.replace(/\?.*$/, '');

function unprocessedSources(path: string, url: string): ImageSources {
  const source: SourceSet = { srcset: stripQuery(url), src: stripQuery(url), widths: [] };
  return { path, width: 0, height: 0, avif: source, jpeg: source };
}

/** Builds the table of every image the globs found, keyed by path under `site/assets/`. */
export function buildImageTable(globs: GlobOutputs, options: ImageTableOptions = {}): ReadonlyMap<string, ImageSources> {
  const keys = new Set(imageFormats.flatMap((format) => Object.keys(globs[format])));
  const table = new Map<string, ImageSources>();
  for (const key of [...keys].sort()) {
    const path = assetPathFromGlobKey(key);
    const outputs = { avif: globs.avif[key], jpeg: globs.jpeg[key] };
    const unprocessed = Object.values(outputs).find((output): output is string => typeof output === 'string');
    if (unprocessed !== undefined) {
      if (!options.allowUnprocessed) {
        throw new Error(
          `site/assets/${path} reached the site unprocessed: register vite-imagetools (\`imagetools()\`) in vite.config.ts.`,
        );
      }
      table.set(path, unprocessedSources(path, unprocessed));
      continue;
    }
    table.set(path, buildImageSources(path, outputs as Partial<Record<ImageFormat, RenditionOutput>>));
  }
  return table;
}

/**
 * The lookup pages use. A path with no file behind it throws with the file name: the prerender
 * fails the build instead of shipping a broken image.
 */
export function createImageLookup(table: ReadonlyMap<string, ImageSources>) {
  return function getImage(path: string): ImageSources {
    const image = table.get(path);
    if (image) return image;
    const folder = path.slice(0, path.lastIndexOf('/') + 1);
    const nearby = [...table.keys()].filter((known) => known.startsWith(folder)).map((known) => known.slice(folder.length));
    const listed = nearby.length > 5 ? `${nearby.slice(0, 5).join(', ')}, ...` : nearby.join(', ');
    throw new Error(
      `Missing image: site/assets/${path} does not exist. Add the file (or run \`npx tsx site/scripts/placeholders.ts\` for a placeholder)` +
        (nearby.length ? `; site/assets/${folder} holds ${listed}` : ''),
    );
  };
}
