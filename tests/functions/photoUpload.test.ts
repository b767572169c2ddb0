// @vitest-environment node
/**
 * The signed POST policy itself. No S3 emulator on npm checks a policy (functions/dev/s3Emulator.ts),
 * so what S3 will enforce is read here from the document S3 receives: its conditions, its expiry, and a
 * signature over exactly that document, so it cannot be loosened by the one who holds it.
 */
import { createHmac } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { photoRules } from '../../functions/contract/photos';
import { photoBucketName, photoUploadOrigin } from '../../functions/infra/photoBucketRules';
import { validateUploadRequest } from '../../functions/photo-upload/handler';
import { photoKey, s3PhotoBucket, uploadExpirySeconds } from '../../functions/photo-upload/signedUploads';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const bucketName = photoBucketName('www.example.com');
const bucket = s3PhotoBucket(new S3Client({ region: 'us-east-1', credentials }), bucketName);
const key = photoKey('AAAAAAAAAAAAAAAAAAAAAA', 1);

interface Policy {
  expiration: string;
  conditions: unknown[];
}
const policyOf = (fields: Readonly<Record<string, string>>) => JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as Policy;

const hmac = (keyBytes: Buffer | string, data: string) => createHmac('sha256', keyBytes).update(data).digest();

describe('the signed upload of a photo', () => {
  it("goes to the bucket's regional origin, the one the pages' Content-Security-Policy allows", async () => {
    const signed = await bucket.sign(key);
    expect(new URL(signed.url).origin).toBe(photoUploadOrigin(bucketName));
  });

  it('holds S3 to one key, JPEG only, 1 byte to the upload limit, for 15 minutes', async () => {
    const before = Date.now();
    const { fields } = await bucket.sign(key);
    const policy = policyOf(fields);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, photoRules.maxUploadBytes],
        ['eq', '$Content-Type', 'image/jpeg'],
        { key },
        { bucket: bucketName },
        { 'Content-Type': 'image/jpeg' },
      ]),
    );
    // Nothing else may be chosen by the uploader: no starts-with, no wider range.
    expect(JSON.stringify(policy.conditions)).not.toMatch(/starts-with/);
    const expires = Date.parse(policy.expiration);
    // The policy's expiry is written to the second.
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + uploadExpirySeconds * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + uploadExpirySeconds * 1000);
    // The fields the form sends say the same: the key and the type the conditions hold them to.
    expect(fields).toMatchObject({ key, 'Content-Type': 'image/jpeg', bucket: bucketName });
  });

  it('is signed (SigV4) over exactly that document, so a larger range or another type breaks the signature', async () => {
    const { fields } = await bucket.sign(key);
    const [, date = '', region = '', service = ''] = (fields['X-Amz-Credential'] ?? '').split('/');
    expect([region, service]).toEqual(['us-east-1', 's3']);
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date), region), service), 'aws4_request');
    const sign = (policy: string) => createHmac('sha256', signingKey).update(policy).digest('hex');
    expect(fields['X-Amz-Signature']).toBe(sign(fields.Policy ?? ''));
    const loosened = JSON.stringify({
      ...policyOf(fields),
      conditions: policyOf(fields).conditions.map((condition) => (Array.isArray(condition) && condition[0] === 'content-length-range' ? ['content-length-range', 1, 10 * photoRules.maxUploadBytes] : condition)),
    });
    expect(sign(Buffer.from(loosened).toString('base64'))).not.toBe(fields['X-Amz-Signature']);
  });
});

describe('the upload request', () => {
  const photo = { type: 'image/jpeg', size: 1_000 };
  it.each([
    ['one photo', { photos: [photo] }, undefined],
    ['five photos', { photos: Array.from({ length: 5 }, () => photo) }, undefined],
    ['no list', {}, 'too_many'],
    ['not a list', { photos: photo }, 'too_many'],
    ['six photos', { photos: Array.from({ length: 6 }, () => photo) }, 'too_many'],
    ['another type', { photos: [{ type: 'image/heic', size: 1_000 }] }, 'not_an_image'],
    ['a size that is no number', { photos: [{ type: 'image/jpeg', size: '1000' }] }, 'not_an_image'],
    ['an entry that is no object', { photos: ['photo.jpg'] }, 'not_an_image'],
    ['a size over the limit', { photos: [{ type: 'image/jpeg', size: photoRules.maxUploadBytes + 1 }] }, 'too_large'],
  ])('%s: %s', (_name, input, code) => {
    const result = validateUploadRequest(input);
    expect(result.ok ? undefined : result.errors.photos).toBe(code);
  });
});
