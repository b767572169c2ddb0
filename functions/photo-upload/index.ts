import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { measuredLog } from '../forms/answerMetrics';
import { loadConfig } from '../forms/config';
import { s3ClientConfig } from '../forms/photoStore';
import { originSecretRing, requireCloudFront } from '../secrets/origin';
import { createPhotoUploadHandler } from './handler';
import { s3PhotoBucket } from './signedUploads';

const config = loadConfig(process.env);
if (config.photoBucket === undefined) throw new Error('Missing required environment variable: PHOTO_BUCKET');
const log = measuredLog('PhotoUpload');
const origins = config.originSecret === undefined ? 'unchecked' : await originSecretRing(new SecretsManagerClient({ region: config.region }), config.originSecret);

// Signing uses the role's own credentials; the one call to S3 only checks that it answers (handler.ts).
export const handler = requireCloudFront(createPhotoUploadHandler({ config, log, bucket: s3PhotoBucket(new S3Client(s3ClientConfig(config)), config.photoBucket) }), origins, log);
