/**
 * How an enquiry's mail goes out, the same for the contact function, the retry and `npm start`: SES's
 * v1 API for a mail of text alone (as ever), its v2 API for one with photos attached, read from the
 * photo bucket when the configuration names one.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { SESClient } from '@aws-sdk/client-ses';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Config } from './config';
import type { SendEmail } from './handler';
import { withPhotos } from './photoMail';
import { s3ClientConfig, s3PhotoStore, type PhotoStore } from './photoStore';
import { sesClientConfig, sesSender, sesV2RawSender } from './sesSender';

interface LocalCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface EnquiryMail {
  sendEmail: SendEmail;
  /** The photo bucket, for the contact function's check at receipt; undefined without one. */
  photos: PhotoStore | undefined;
  /** Releases the clients' connections. */
  destroy: () => void;
}

export function enquiryMail(
  config: Pick<Config, 'region' | 'sesEndpoint' | 's3Endpoint' | 'photoBucket' | 'configurationSet'>,
  options: {
    /** SES attempts per call: 1 where a stored enquiry is retried later (delivery.ts). */
    sesAttempts?: number;
    /** Local emulators' credentials; the role's own in AWS. */
    credentials?: { ses: LocalCredentials; s3: LocalCredentials };
  } = {},
): EnquiryMail {
  const ses = { ...sesClientConfig(config), ...(options.sesAttempts === undefined ? {} : { maxAttempts: options.sesAttempts }), ...(options.credentials ? { credentials: options.credentials.ses } : {}) };
  const v1 = new SESClient(ses);
  const v2 = new SESv2Client(ses);
  const s3 = config.photoBucket === undefined ? undefined : new S3Client({ ...s3ClientConfig(config), ...(options.credentials ? { credentials: options.credentials.s3 } : {}) });
  const photos = s3 && config.photoBucket !== undefined ? s3PhotoStore(s3, config.photoBucket) : undefined;
  return {
    sendEmail: withPhotos(sesSender(v1, config.configurationSet), sesV2RawSender(v2, config.configurationSet), photos),
    photos,
    destroy: () => {
      v1.destroy();
      v2.destroy();
      s3?.destroy();
    },
  };
}
