/**
 * S3 for `npm start` and the tests: @20minutes/s3rver, which keeps buckets and objects as files (in
 * `.local-data/s3/` for `npm start`) and answers the browser's POST uploads with the bucket's CORS
 * rule. It does not check a POST's policy (its signature, expiry, size range or type): S3 does, and
 * the policy itself is tested (tests/functions/photoUpload.test.ts).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { photoCorsRule } from '../infra/photoBucketRules';

/** The local bucket's name; the stack names its own (infra/photoBucketRules.ts). */
export const localPhotoBucket = 'enquiry-photos-local';

/** The emulator's one account: it checks the signature of every API call against this key. */
export const localS3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3Emulator {
  url: string;
  /** Stops it, keeping its files: S3 is down until `start()`. */
  stop: () => Promise<void>;
  /** Starts it again on the same port, with the files it had. */
  start: () => Promise<void>;
  /** Stops it for good (and removes its files when it had no `dataDir`). */
  close: () => Promise<void>;
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The bucket's CORS rule (the stack's, photoBucketRules.ts) as the XML S3's API takes. */
export function corsXml(allowedOrigins: readonly string[]): string {
  const rule = photoCorsRule(allowedOrigins);
  return [
    '<CORSConfiguration><CORSRule>',
    ...rule.allowedOrigins.map((origin) => `<AllowedOrigin>${escapeXml(origin)}</AllowedOrigin>`),
    ...rule.allowedMethods.map((method) => `<AllowedMethod>${method}</AllowedMethod>`),
    `<MaxAgeSeconds>${rule.maxAge}</MaxAgeSeconds>`,
    '</CORSRule></CORSConfiguration>',
  ].join('');
}

/**
 * The emulator with the photo bucket and its CORS rule for `allowedOrigins` (the site's own origin).
 * Port 0 picks a free port, kept across `stop()` and `start()`.
 */
export async function startS3Emulator(options: { host: string; port?: number; dataDir?: string; allowedOrigins: readonly string[] }): Promise<S3Emulator> {
  const directory = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'site-s3-'));
  mkdirSync(directory, { recursive: true });
  let port = options.port ?? 0;
  let running: S3rver | undefined;
  const start = async () => {
    if (running) return;
    const server = new S3rver({
      address: options.host,
      port,
      silent: true,
      directory,
      vhostBuckets: false,
      configureBuckets: [{ name: localPhotoBucket, configs: [corsXml(options.allowedOrigins)] }],
    });
    ({ port } = await server.run());
    running = server;
  };
  const stop = async () => {
    const server = running;
    running = undefined;
    // The SDK keeps connections alive; without this, close() waits for them to time out.
    server?.httpServer?.closeAllConnections();
    await server?.close();
  };
  await start();
  return {
    url: `http://${options.host}:${port}`,
    stop,
    start,
    close: async () => {
      await stop();
      if (options.dataDir === undefined) rmSync(directory, { recursive: true, force: true });
    },
  };
}
