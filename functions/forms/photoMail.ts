/**
 * The office's mail of an enquiry sent with photos: the same text, the photos attached, and a line
 * saying how many could not be received. Attached rather than linked: five photos of at most
 * `photoRules.maxUploadBytes`, base64-encoded, stay under the 20-25 MB most mailboxes accept, and an
 * attachment opens on a phone in a basement where a link that expires, or asks to sign in, might not.
 * A mail that large goes through SES's v2 API as one raw MIME message (its v1 API takes 10 MB).
 */
import { randomUUID } from 'node:crypto';
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import type { SendEmail, SendOptions } from './handler';
import { headerText, mimeMessage, textPart, type MimeLeaf } from './mime';
import type { PhotoStore } from './photoStore';

/** Sends one raw MIME message to `destinations`; tagged with the enquiry as every enquiry's mail is. */
export type SendRaw = (message: Buffer, options: { destinations: readonly string[]; enquiryId?: string; signal?: AbortSignal }) => Promise<{ messageId?: string }>;

/** Time the photos may take to read before the mail goes without those still missing. */
export const photoReadMs = 4_000;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The lines the mail's text ends with: what is attached, and what the visitor should send another way. */
export function photoLines(attached: number, notReceived: number): string {
  return [
    ...(attached > 0 ? [`Photos: ${plural(attached, 'photo', 'photos')} attached.`] : []),
    ...(notReceived > 0
      ? [`${plural(notReceived, 'photo', 'photos')} sent with this message could not be received: ask the visitor to text or email ${notReceived === 1 ? 'it' : 'them'}.`]
      : []),
    '',
  ].join('\n');
}

/** `enquiry-photos/<prefix>/2.jpg` -> `photo-2.jpg`: the number the visitor gave it. */
export const attachmentName = (key: string) => `photo-${key.slice(key.lastIndexOf('/') + 1)}`;

/** The mail as one MIME message: its text, then each photo as an attachment. */
export function photoMessage(email: SendEmailCommandInput, text: string, photos: readonly { key: string; bytes: Buffer }[], boundary = `enquiry-${randomUUID()}`): Buffer {
  const headers = [
    `From: ${email.Source ?? ''}`,
    `To: ${(email.Destination?.ToAddresses ?? []).join(', ')}`,
    ...(email.ReplyToAddresses?.length ? [`Reply-To: ${email.ReplyToAddresses.join(', ')}`] : []),
    `Subject: ${headerText(email.Message?.Subject?.Data ?? '')}`,
  ];
  const attachments = photos.map(({ key, bytes }): MimeLeaf => ({ type: 'image/jpeg', headers: [`Content-Disposition: attachment; filename="${attachmentName(key)}"`], content: bytes }));
  return mimeMessage(headers, { multipart: 'mixed', boundary, parts: [textPart(text), ...attachments] });
}

const withText = (email: SendEmailCommandInput, text: string): SendEmailCommandInput =>
  email.Message === undefined ? email : { ...email, Message: { ...email.Message, Body: { ...email.Message.Body, Text: { Charset: 'UTF-8', Data: text } } } };

/**
 * A sender for enquiries that may carry photos: one without any goes through `sendEmail` as it always
 * did; one with photos is read from the bucket and sent raw with them attached; a photo that cannot be
 * read (gone, S3 down) is left out and counted in the mail's line, and the words always go.
 */
export function withPhotos(sendEmail: SendEmail, sendRaw: SendRaw, photos: PhotoStore | undefined): SendEmail {
  return async (email, options: SendOptions = {}) => {
    const { photos: named, ...rest } = options;
    if (named === undefined || (named.keys.length === 0 && named.notReceived === 0)) return sendEmail(email, rest);
    const signal = AbortSignal.any([AbortSignal.timeout(photoReadMs), ...(rest.signal ? [rest.signal] : [])]);
    const read = await Promise.all(named.keys.map(async (key) => ({ key, bytes: await photos?.read(key, signal) })));
    const attached = read.filter((photo): photo is { key: string; bytes: Buffer } => photo.bytes !== undefined);
    const text = `${email.Message?.Body?.Text?.Data ?? ''}\n${photoLines(attached.length, named.notReceived + named.keys.length - attached.length)}`;
    if (attached.length === 0) return sendEmail(withText(email, text), rest);
    return sendRaw(photoMessage(email, text, attached), { destinations: email.Destination?.ToAddresses ?? [], ...rest });
  };
}
