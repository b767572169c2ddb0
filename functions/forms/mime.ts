/**
 * A whole mail as one MIME message, for the mails that carry more than text: the weekly report (its
 * chart inline) and an enquiry with photos (attached). SES takes such a message raw. Every part is
 * base64-encoded, so no line of a visitor's text can end the message or a part early.
 */

/** A header value in 7-bit ASCII, encoded (RFC 2047) when it is not already. */
export const headerText = (value: string) => (/^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`);

/** Base64 in lines of 76 characters, as RFC 2045 asks. */
export const base64Lines = (data: Buffer) => (data.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');

/** One body: its media type, any further headers (Content-ID, Content-Disposition) and its bytes. */
export interface MimeLeaf {
  type: string;
  headers?: readonly string[];
  content: Buffer;
}

/** Parts that go together: `mixed` (a text and its attachments), `alternative` (text or HTML), `related` (HTML and its images). */
export interface MimeMultipart {
  multipart: 'mixed' | 'alternative' | 'related';
  boundary: string;
  parts: readonly MimePart[];
}

export type MimePart = MimeLeaf | MimeMultipart;

/** Text in UTF-8, as a part. */
export const textPart = (text: string, subtype: 'plain' | 'html' = 'plain'): MimeLeaf => ({ type: `text/${subtype}; charset=UTF-8`, content: Buffer.from(text, 'utf8') });

function partLines(part: MimePart): string[] {
  if ('multipart' in part) {
    return [
      `Content-Type: multipart/${part.multipart}; boundary="${part.boundary}"`,
      '',
      ...part.parts.flatMap((inner) => [`--${part.boundary}`, ...partLines(inner)]),
      `--${part.boundary}--`,
    ];
  }
  return [`Content-Type: ${part.type}`, 'Content-Transfer-Encoding: base64', ...(part.headers ?? []), '', base64Lines(part.content)];
}

/** The message: its headers (From, To, Subject ..., each already safe for a header), then its body. */
export function mimeMessage(headers: readonly string[], body: MimePart): Buffer {
  return Buffer.from([...headers, 'MIME-Version: 1.0', ...partLines(body), ''].join('\r\n'), 'utf8');
}
