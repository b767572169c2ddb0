/**
 * The functions as `npm start` runs them: the same handlers as deployed, built with local clients
 * (the SES emulator, dynalite) and local settings in place of the stack's.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { ensureEnquiryTable, ensureSubscriberTable, localDynamoClient } from './localDynamo';
import { localOriginSecret } from './lambdaEvent';
import { fixedKeyRing } from '../secrets/keyRing';
import { requireCloudFront } from '../secrets/origin';
import { singleSigningKey, type SigningKey } from '../secrets/signingKeys';
import { loadConfig } from '../forms/config';
import { dynamoEnquiryStore, type EnquiryStore } from '../forms/enquiryStore';
import type { HandlerDeps, LambdaHandler, SendEmail } from '../forms/handler';
import type { LogLine } from '../forms/logLine';
import { createHandler as createContactHandler } from '../send-contact-email/handler';
import { generalServiceChoices, type ServiceChoice } from '../contract/forms';
import { readServiceChoices, serviceChoicesFile } from '../contract/serviceChoices';
import { enquiryMail } from '../forms/enquiryMail';
import { s3ClientConfig } from '../forms/photoStore';
import { photoUploadPath } from '../contract/photos';
import { createPhotoUploadHandler } from '../photo-upload/handler';
import { s3PhotoBucket } from '../photo-upload/signedUploads';
import { localPhotoBucket, localS3Credentials } from './s3Emulator';
import { withAnswerMetrics, type HttpFunctionName } from '../forms/answerMetrics';
import { createHandler as createNewsletterHandler, type NewsletterList } from '../subscribe-newsletter/handler';
import { createLinkHandler } from '../subscribe-newsletter/linkHandler';
import { linkPaths } from '../subscribe-newsletter/links';
import { dynamoSubscriberStore } from '../subscribe-newsletter/subscriberStore';

/** The local tables' names. */
export const enquiryTableName = 'enquiries';
export const subscriberTableName = 'subscribers';

/** Signs the newsletter's links locally; a deployment has its own secret key. */
export const localSigningKey: SigningKey = { id: 'local', key: 'local-development-signing-key' };

/** What changes how the functions behave locally. */
export interface FunctionsOptions {
  /** Overrides for the function's environment (CONTACT_RECIPIENT, ALLOWED_ORIGINS, ...). */
  env?: Record<string, string | undefined>;
  log?: (line: LogLine) => void;
  /** Every SES call fails, as if SES were down (`SES_OUTAGE=1 npm start`). */
  sesOutage?: boolean;
  /** How long every answer to a newsletter sign-up takes. @default newsletterAnswerMs (as deployed) */
  newsletterAnswerMs?: number;
  /** Newsletter confirmation mails per hour. @default confirmationsPerHour (as deployed) */
  newsletterConfirmationsPerHour?: number;
  /**
   * Newsletter sign-ups one client address may make in an hour; raise it only for a test that signs
   * up many addresses from 127.0.0.1 on purpose. @default signupsPerClientHour (as deployed)
   */
  newsletterSignupsPerClientHour?: number;
  /**
   * The contact form's service list. @default the built site's (`staticDir`), or without one the
   * general choices alone (functions/contract/serviceChoices.ts)
   */
  serviceChoices?: readonly ServiceChoice[];
}

/** The list the contact function checks and names services by: `staticDir`'s build's, as deployed. */
export function localServiceChoices(staticDir: string | undefined): readonly ServiceChoice[] {
  if (staticDir !== undefined && existsSync(path.join(staticDir, serviceChoicesFile))) return readServiceChoices(staticDir);
  return generalServiceChoices.map((value) => ({ value, label: value }));
}

export interface LocalFunctions {
  /** Handlers by request path. */
  handlers: ReadonlyMap<string, LambdaHandler>;
  store: EnquiryStore;
  sendEmail: SendEmail;
  /** The newsletter list, and who its mails are from: for the queue of held-back confirmations. */
  list: NewsletterList;
  sender: string;
  /** The office inbox (CONTACT_RECIPIENT): SES's events about its mail concern the owner. */
  recipient: string;
  /** Releases the SDK clients' connections. */
  destroy: () => void;
}

export async function createLocalFunctions(
  options: FunctionsOptions & {
    /** The site's own origin, which the functions must allow. */
    origin: string;
    port: number;
    sesUrl: string;
    dynamoUrl: string;
    /** The S3 emulator, where the photos are uploaded. */
    s3Url: string;
    /** False for a DynamoDB endpoint given from outside, where the tables may be gone on purpose. */
    tablesRequired: boolean;
    staticDir?: string;
  },
): Promise<LocalFunctions> {
  const config = loadConfig({
    CONTACT_RECIPIENT: 'inbox@example.com',
    CONTACT_SENDER: 'website@example.com',
    ALLOWED_ORIGINS: [options.origin, `http://localhost:${options.port}`].join(','),
    AWS_REGION: 'us-east-1',
    ...Object.fromEntries(Object.entries(options.env ?? {}).filter(([, value]) => value !== undefined)),
    SES_ENDPOINT: options.sesUrl,
    S3_ENDPOINT: options.s3Url,
    PHOTO_BUCKET: localPhotoBucket,
  });
  // The SES emulator only checks that some AWS credentials are present; the S3 one checks signatures with its own key.
  const mail = enquiryMail(config, { credentials: { ses: { accessKeyId: 'local', secretAccessKey: 'local' }, s3: localS3Credentials } });
  const s3 = new S3Client({ ...s3ClientConfig(config), credentials: localS3Credentials });
  const log = options.log ?? ((line: LogLine) => console.log(JSON.stringify(line)));
  const sendEmail: SendEmail = options.sesOutage
    ? // As SES answers during an outage: with a status, so the mail was certainly not accepted.
      () => Promise.reject(Object.assign(new Error('SES is down (SES_OUTAGE=1)'), { name: 'ServiceUnavailable', $metadata: { httpStatusCode: 503 } }))
    : mail.sendEmail;
  const dynamoClient = localDynamoClient(options.dynamoUrl);
  // With an endpoint given the table may be gone (a test of storage failing); the function then answers 502.
  const tolerateMissing = (error: unknown) => {
    if (options.tablesRequired) throw error;
  };
  await ensureEnquiryTable(dynamoClient, enquiryTableName).catch(tolerateMissing);
  await ensureSubscriberTable(dynamoClient, subscriberTableName).catch(tolerateMissing);
  const store = dynamoEnquiryStore(dynamoClient, enquiryTableName);
  const list: NewsletterList = {
    subscribers: dynamoSubscriberStore(dynamoClient, subscriberTableName),
    signingKeys: fixedKeyRing(singleSigningKey(localSigningKey)),
    siteOrigin: options.origin,
    ...(options.newsletterAnswerMs === undefined ? {} : { answerMs: options.newsletterAnswerMs }),
    ...(options.newsletterConfirmationsPerHour === undefined ? {} : { confirmationsPerHour: options.newsletterConfirmationsPerHour }),
    ...(options.newsletterSignupsPerClientHour === undefined ? {} : { signupsPerClientHour: options.newsletterSignupsPerClientHour }),
  };
  // Each function's lines carry its metrics, as deployed (answerMetrics.ts).
  const logOf = (fn: HttpFunctionName) => (line: LogLine) => log(withAnswerMetrics(fn, line, Date.now()));
  const deps = (fn: HttpFunctionName): HandlerDeps => ({ config, sendEmail, log: logOf(fn) });
  // The same check as deployed, against the value lambdaEvent.ts adds as CloudFront would.
  const viaCloudFront = (fn: HttpFunctionName, handler: LambdaHandler) => requireCloudFront(handler, fixedKeyRing([localOriginSecret]), logOf(fn));
  const handlers = new Map<string, LambdaHandler>();
  const photos = mail.photos === undefined ? {} : { photos: mail.photos };
  handlers.set('/api/send-contact-email', viaCloudFront('SendContactEmail', createContactHandler({ ...deps('SendContactEmail'), store, ...photos }, options.serviceChoices ?? localServiceChoices(options.staticDir))));
  handlers.set(photoUploadPath, viaCloudFront('PhotoUpload', createPhotoUploadHandler({ config, log: logOf('PhotoUpload'), bucket: s3PhotoBucket(s3, localPhotoBucket) })));
  handlers.set('/api/subscribe-newsletter', viaCloudFront('SubscribeNewsletter', createNewsletterHandler({ ...deps('SubscribeNewsletter'), list })));
  const links = viaCloudFront('NewsletterLinks', createLinkHandler({ ...deps('NewsletterLinks'), list }));
  for (const path of Object.values(linkPaths)) handlers.set(path, links);

  return {
    handlers,
    store,
    sendEmail,
    list,
    sender: config.sender,
    recipient: config.recipient,
    destroy: () => {
      mail.destroy();
      s3.destroy();
      dynamoClient.destroy();
    },
  };
}
