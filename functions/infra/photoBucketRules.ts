/**
 * What the photo bucket allows, shared by the stack (enquiryPhotos.ts) and the local S3 emulator
 * (functions/dev/s3Emulator.ts), so a browser upload under `npm start` meets the rule production has.
 * Free of CDK and Node imports.
 */
import type { SiteConfig } from './config';

/** The stack lives in us-east-1 (CloudFront reads its web ACL there: config.ts), and so does the bucket. */
export const photoBucketRegion = 'us-east-1';

/**
 * The bucket's name, from the site's canonical domain: named rather than generated, because the
 * pages' Content-Security-Policy must name the bucket's origin as text (a generated name is known
 * only at deploy time). Bucket names are global: a domain's owner is the likely holder of this one.
 */
export function photoBucketName(canonicalDomain: string): string {
  const base = canonicalDomain.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${base.slice(0, 63 - '-enquiry-photos'.length).replace(/-+$/, '')}-enquiry-photos`;
}

/** This deployment's photo bucket: named after its canonical domain. */
export const sitePhotoBucketName = (config: Pick<SiteConfig, 'domainNames' | 'stackName'>) => photoBucketName(config.domainNames[0] ?? config.stackName);

/** The origin the browser uploads to, as the SDK's signed POST names it (virtual-hosted, regional). */
export const photoUploadOrigin = (bucketName: string) => `https://${bucketName}.s3.${photoBucketRegion}.amazonaws.com`;

/**
 * CORS: the site's own origins may POST an upload, nothing else and nobody else. The form's upload
 * (with a progress listener) is preflighted; it sends no header of its own, so none is allowed.
 */
export const photoCorsRule = (allowedOrigins: readonly string[]) => ({
  allowedOrigins: [...allowedOrigins],
  allowedMethods: ['POST'] as const,
  maxAge: 3000,
});
