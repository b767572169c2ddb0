// @vitest-environment node
/**
 * Photos sent with a message, against the real emulators `npm start` runs: the S3 emulator the browser
 * uploads to (with the signed POSTs the upload function gives), dynalite and the SES emulator. S3
 * down is the emulator stopped.
 */
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enquiryTableName, startDevServer, type DevServer } from '../../functions/dev-server';
import { localDynamoClient, startLocalDynamo, type LocalDynamo } from '../../functions/dev/localDynamo';
import { localPhotoBucket, localS3Credentials } from '../../functions/dev/s3Emulator';
import { startSesEmulator, type SesEmulator } from '../../functions/dev/sesEmulator';
import { photoKeyPattern, photoRules, photoUploadPath, type SignedPhotoUpload } from '../../functions/contract/photos';
import { retryDelayMs, retryUnsent } from '../../functions/forms/delivery';
import { enquiryMail } from '../../functions/forms/enquiryMail';
import { dynamoEnquiryStore, type Enquiry } from '../../functions/forms/enquiryStore';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { serviceChoices } from './serviceChoices';

interface Mail {
  subject: string;
  body: { text?: string };
  attachments?: { filename?: string; contentType: string; content: string; size: number }[];
}

let dynamo: LocalDynamo;
let ses: SesEmulator;
let server: DevServer;
let jpegs: Buffer[];

beforeAll(async () => {
  dynamo = await startLocalDynamo({ host: '127.0.0.1' });
  ses = await startSesEmulator({ host: '127.0.0.1', port: 0 });
  server = await start();
  // Two real pictures, as the form's reduction makes them: JPEG, a few KB.
  jpegs = await Promise.all(['#0af', '#fa0'].map((background) => sharp({ create: { width: 64, height: 48, channels: 3, background } }).jpeg().toBuffer()));
});

afterEach(async () => {
  await server.startS3();
  await fetch(`${ses.url}/clear-store`, { method: 'POST' });
});

afterAll(async () => {
  await server?.close();
  await ses.close();
  await dynamo.close();
});

function start(options: { sesOutage?: boolean } = {}) {
  return startDevServer({ serviceChoices, port: 0, sesEndpoint: ses.url, dynamoEndpoint: dynamo.url, retryIntervalMs: 0, sesOutage: options.sesOutage ?? false, log: () => undefined });
}

const postJson = (on: DevServer, path: string, body: unknown) =>
  fetch(`${on.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: on.url }, body: JSON.stringify(body) });

async function signedUploads(count: number, on = server): Promise<SignedPhotoUpload[]> {
  const answer = await postJson(on, photoUploadPath, { photos: Array.from({ length: count }, () => ({ type: 'image/jpeg', size: 2_000 })) });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { uploads: SignedPhotoUpload[] }).uploads;
}

/** The browser's upload: every field, then the file, as `multipart/form-data`, from the site's origin. */
async function upload(signed: SignedPhotoUpload, bytes: Buffer, on = server) {
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const answer = await fetch(signed.url, { method: 'POST', body: form, headers: { Origin: on.url } });
  expect(answer.status).toBe(204);
  expect(answer.headers.get('access-control-allow-origin')).toBe(on.url);
}

const message = (photos: readonly string[], text = 'Water in the basement, photos attached.') => ({
  fullName: 'Jane Doe',
  email: 'jane@example.org',
  message: text,
  idempotencyKey: crypto.randomUUID(),
  photos,
});

const mails = async () => ((await (await fetch(`${ses.url}/store`)).json()) as { emails: Mail[] }).emails;
const store = () => dynamoEnquiryStore(localDynamoClient(dynamo.url), enquiryTableName);
/** The stored enquiry whose message has `text`, whatever its state. */
async function storedWith(text: string): Promise<Enquiry | undefined> {
  const { Items = [] } = await DynamoDBDocumentClient.from(localDynamoClient(dynamo.url)).send(new ScanCommand({ TableName: enquiryTableName }));
  return (Items as Enquiry[]).find((enquiry) => enquiry.email.Message?.Body?.Text?.Data?.includes(text));
}

describe('POST /api/photo-upload', () => {
  it.each([
    ['no photo', [], 'too_many'],
    ['a sixth photo', Array.from({ length: photoRules.maxPhotos + 1 }, () => ({ type: 'image/jpeg', size: 1_000 })), 'too_many'],
    ['a picture not reduced to JPEG', [{ type: 'image/png', size: 1_000 }], 'not_an_image'],
    ['a photo over the upload limit', [{ type: 'image/jpeg', size: photoRules.maxUploadBytes + 1 }], 'too_large'],
    ['an empty file', [{ type: 'image/jpeg', size: 0 }], 'not_an_image'],
  ])('refuses %s with 400 and its code', async (_name, photos, code) => {
    const answer = await postJson(server, photoUploadPath, { photos });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ ok: false, error: code });
  });

  it('gives one signed POST per photo, in order, under a prefix of its own, each for its exact key, JPEG only and within the limit', async () => {
    const uploads = await signedUploads(3);
    expect(uploads.map((signed) => signed.key.slice(signed.key.lastIndexOf('/') + 1))).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    for (const signed of uploads) {
      expect(signed.key).toMatch(photoKeyPattern);
      expect(signed.url).toBe(`${server.s3Url}/${localPhotoBucket}`);
      expect(signed.fields).toMatchObject({ key: signed.key, 'Content-Type': 'image/jpeg', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
      const policy = JSON.parse(Buffer.from(signed.fields.Policy ?? '', 'base64').toString('utf8')) as { conditions: unknown[] };
      expect(policy.conditions).toEqual(
        expect.arrayContaining([['content-length-range', 1, photoRules.maxUploadBytes], ['eq', '$Content-Type', 'image/jpeg'], { key: signed.key }]),
      );
    }
    // Another message, another prefix.
    const [other] = await signedUploads(1);
    expect(other?.key.split('/')[1]).not.toBe(uploads[0]?.key.split('/')[1]);
  });

  it('answers 503 unavailable while S3 does not answer, and signs again once it is back', async () => {
    await server.stopS3();
    const answer = await postJson(server, photoUploadPath, { photos: [{ type: 'image/jpeg', size: 1_000 }] });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ ok: false, error: 'unavailable' });
    await server.startS3();
    expect(await signedUploads(1)).toHaveLength(1);
  });
});

describe('a message with photos', () => {
  it("carries two uploaded JPEGs to the office as attachments, and the stored enquiry lists them", async () => {
    const uploads = await signedUploads(2);
    for (const [index, signed] of uploads.entries()) await upload(signed, jpegs[index] as Buffer);
    const answer = await postJson(server, '/api/send-contact-email', message(uploads.map((signed) => signed.key), 'Two photos of the basement.'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, photosNotReceived: 0 });
    const [mail] = await mails();
    expect(mail?.attachments?.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
      ['photo-1.jpg', 'image/jpeg'],
      ['photo-2.jpg', 'image/jpeg'],
    ]);
    // The very bytes uploaded.
    expect(mail?.attachments?.map((attachment) => Buffer.from(attachment.content, 'base64'))).toEqual(jpegs);
    expect(mail?.body.text).toContain('Two photos of the basement.');
    expect(mail?.body.text).toContain('Photos: 2 photos attached.');
    expect(mail?.body.text).not.toContain('could not be received');
    expect(await storedWith('Two photos of the basement.')).toMatchObject({ status: 'sent', photos: uploads.map((signed) => signed.key), photosNotReceived: 0 });
  });

  it('refuses as a photo a text file uploaded under a photo key: the mail and the answer say one was not received', async () => {
    const [photo, text] = await signedUploads(2);
    await upload(photo as SignedPhotoUpload, jpegs[0] as Buffer);
    await upload(text as SignedPhotoUpload, Buffer.from('not a picture, only text named .jpg'));
    const answer = await postJson(server, '/api/send-contact-email', message([photo?.key ?? '', text?.key ?? ''], 'One photo and a text file.'));
    expect(await answer.json()).toEqual({ ok: true, photosNotReceived: 1 });
    const [mail] = await mails();
    expect(mail?.attachments?.map((attachment) => attachment.filename)).toEqual(['photo-1.jpg']);
    expect(mail?.body.text).toContain('1 photo sent with this message could not be received: ask the visitor to text or email it.');
    expect(await storedWith('One photo and a text file.')).toMatchObject({ photos: [photo?.key], photosNotReceived: 1 });
  });

  it('is stored and mailed without its photos while S3 is down, and the answer counts every photo not received', async () => {
    const uploads = await signedUploads(2);
    for (const [index, signed] of uploads.entries()) await upload(signed, jpegs[index] as Buffer);
    await server.stopS3();
    const answer = await postJson(server, '/api/send-contact-email', message(uploads.map((signed) => signed.key), 'S3 is down right now.'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, photosNotReceived: 2 });
    const [mail] = await mails();
    expect(mail?.attachments ?? []).toEqual([]);
    expect(mail?.body.text).toContain('S3 is down right now.');
    expect(mail?.body.text).toContain('2 photos sent with this message could not be received: ask the visitor to text or email them.');
    expect(await storedWith('S3 is down right now.')).toMatchObject({ status: 'sent', photos: [], photosNotReceived: 2 });
  });

  it('is sent with its photos by the retry when SES was down at first', async () => {
    const down = await start({ sesOutage: true });
    try {
      const uploads = await signedUploads(2, down);
      for (const [index, signed] of uploads.entries()) await upload(signed, jpegs[index] as Buffer, down);
      const answer = await postJson(down, '/api/send-contact-email', message(uploads.map((signed) => signed.key), 'Sent while SES was down.'));
      expect(answer.status).toBe(202);
      expect(await answer.json()).toEqual({ ok: true, queued: true, photosNotReceived: 0 });
      expect(await mails()).toEqual([]);
      // SES is back: the retry, as deployed, reads the photos from the bucket and attaches them.
      const mail = enquiryMail(
        { region: 'us-east-1', sesEndpoint: ses.url, s3Endpoint: down.s3Url, photoBucket: localPhotoBucket },
        { sesAttempts: 1, credentials: { ses: { accessKeyId: 'l', secretAccessKey: 'l' }, s3: localS3Credentials } },
      );
      const summary = await retryUnsent(store(), mail.sendEmail, () => Date.now() + retryDelayMs(1) + 1_000);
      mail.destroy();
      expect(summary).toMatchObject({ sent: 1, failed: 0 });
      const [sent] = await mails();
      expect(sent?.body.text).toContain('Sent while SES was down.');
      expect(sent?.attachments?.map((attachment) => attachment.filename)).toEqual(['photo-1.jpg', 'photo-2.jpg']);
    } finally {
      await down.close();
    }
  });

  it('still sends an enquiry stored before photos existed, as plain text', async () => {
    const id = `old-${crypto.randomUUID()}`;
    await store().put({
      id,
      receivedAt: new Date().toISOString(),
      email: { Source: 'website@example.com', Destination: { ToAddresses: ['inbox@example.com'] }, Message: { Subject: { Data: 'An old enquiry' }, Body: { Text: { Data: 'Stored before photos.' } } } },
      status: 'unsent',
      attempts: 0,
      nextAttemptAt: 0,
      leaseUntil: 0,
    });
    await server.retryNow();
    const [mail] = await mails();
    expect(mail?.subject).toBe('An old enquiry');
    expect(mail?.body.text).toBe('Stored before photos.');
    expect(mail?.attachments ?? []).toEqual([]);
  });
});
