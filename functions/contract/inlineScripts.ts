/**
 * The scripts the prerenderer writes into the pages (the island loader), as Content-Security-Policy
 * hash sources. The build lists them in a file beside its manifest; the CDK app reads it into the
 * CDN's policy (functions/infra/securityHeaders.ts), so the header allows exactly this build's code.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the build lists its inline scripts' hashes, relative to the client folder. Not uploaded: dot folders are build bookkeeping. */
export const inlineScriptsFile = '.vite/inline-scripts.json';

export interface InlineScripts {
  /** `'sha256-…'` sources, one per distinct inline script. */
  hashes: string[];
}

/** A script's CSP hash source: the SHA-256 of its text exactly as it stands between the tags. */
export function cspHashOf(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** The folder holds no build, or a build from before the pages carried their loader inline. */
export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

/** The hashes a build's pages need, or a clear error when the folder holds no build. */
export function readInlineScriptHashes(clientDir: string): string[] {
  const file = path.join(clientDir, inlineScriptsFile);
  let parsed: InlineScripts;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as InlineScripts;
  } catch (error) {
    throw new MissingBuildError(`No list of the pages' inline scripts at ${file}: build the site first (npm run build).`, { cause: error });
  }
  if (!Array.isArray(parsed.hashes) || !parsed.hashes.every((hash) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(hash))) {
    throw new MissingBuildError(`${file} does not list sha256 hash sources: build the site again.`);
  }
  return parsed.hashes;
}
