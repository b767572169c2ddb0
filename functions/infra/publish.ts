/**
 * What the deploy script uploads and invalidates, worked out from the list of built files. Pure, so the
 * plan is tested without AWS; deploy.ts turns it into `aws` CLI calls.
 */
import path from 'node:path';

/** Hashed build output: its name changes whenever its content does. */
export const assetsPrefix = 'assets/';

export const cacheControl = {
  asset: 'public, max-age=31536000, immutable',
  /** Pages, the feed, the sitemap, robots.txt and the unhashed files from site/public. */
  page: 'public, max-age=300, must-revalidate',
} as const;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
};

/** The Content-Type each file is uploaded with, and `npm start` serves it with. */
export function contentTypeFor(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export const isAsset = (file: string, prefix: string = assetsPrefix) => file.startsWith(prefix);

export interface UploadStep {
  /** `aws s3 sync` filters, in order; a later filter wins over an earlier one. */
  filters: readonly (readonly ['--exclude' | '--include', string])[];
  contentType: string;
  cacheControl: string;
  /** Removes objects matching the filters that the build no longer has. */
  deleteRemoved: boolean;
  /** The build files this step uploads, for the log and the tests. */
  files: readonly string[];
}

/**
 * One `aws s3 sync` per file type, so each object gets an explicit Content-Type (the CLI's guess knows
 * neither woff2 nor avif everywhere) and the right Cache-Control. Assets go first, so a new page never
 * goes live before the files it references. Old assets are never deleted: a page cached in a browser
 * for up to five minutes may still ask for them.
 *
 * `files` are paths relative to the build folder with forward slashes; hashed files are under `prefix`
 * (the editor's are under `admin/assets/`).
 */
export function uploadPlan(files: readonly string[], prefix: string = assetsPrefix): UploadStep[] {
  const groups = new Map<string, { asset: boolean; extension: string; files: string[] }>();
  for (const file of [...files].sort()) {
    const asset = isAsset(file, prefix);
    const extension = path.posix.extname(file);
    const key = `${asset ? 'asset' : 'page'}:${extension || file}`;
    const group = groups.get(key) ?? { asset, extension, files: [] };
    group.files.push(file);
    groups.set(key, group);
  }
  const steps = [...groups.values()].map((group): UploadStep => {
    // A file without an extension gets a filter of its own, so nothing else can match it.
    const include = group.extension === '' ? (group.files[0] ?? '') : `*${group.extension}`;
    return {
      // The CLI's `*` also matches `/`; `.*` keeps out build bookkeeping such as .vite/manifest.json.
      filters: group.asset
        ? [['--exclude', '*'], ['--include', `${prefix}${include}`], ['--exclude', '.*']]
        : [['--exclude', '*'], ['--include', include], ['--exclude', `${prefix}*`], ['--exclude', '.*']],
      contentType: contentTypeFor(group.files[0] ?? ''),
      cacheControl: group.asset ? cacheControl.asset : cacheControl.page,
      deleteRemoved: !group.asset,
      files: group.files,
    };
  });
  return [...steps.filter((step) => !step.deleteRemoved), ...steps.filter((step) => step.deleteRemoved)];
}

/**
 * Every URL whose cached copy a deploy may have changed: each non-asset file by its path, and each page
 * by its clean URL too. The clean-URL function rewrites `/about` to `/about/index.html` before the
 * cache lookup, and CloudFront advises invalidating both the URL viewers ask for and the rewritten one.
 * No wildcards: CloudFront allows only 15 wildcard paths in progress at once. Assets never change under
 * the same name, so they are left cached.
 */
export function invalidationPaths(files: readonly string[], prefix: string = assetsPrefix): string[] {
  const paths = new Set<string>();
  for (const file of files) {
    if (isAsset(file, prefix)) continue;
    paths.add(`/${file}`);
    if (file === 'index.html') paths.add('/');
    else if (file.endsWith('/index.html')) paths.add(`/${file.slice(0, -'/index.html'.length)}`);
  }
  return [...paths].sort();
}
