/** What each form function logs: one JSON line per request, whose outcome is also its metric (answerMetrics.ts). */

export type Outcome =
  | 'sent'
  | 'honeypot'
  | 'preflight'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'invalid_json'
  | 'validation_failed'
  | 'send_failed'
  | 'queued'
  | 'store_failed'
  | 'confirmation_sent'
  | 'confirmation_recent'
  | 'confirmation_not_needed'
  | 'confirmation_queued'
  | 'client_limited'
  | 'link_shown'
  | 'link_invalid'
  | 'link_expired'
  | 'not_found'
  | 'confirmed'
  | 'unsubscribed'
  | 'already_confirmed'
  | 'forbidden'
  | 'uploads_signed'
  | 'photos_unavailable'
  | 'internal_error';

export interface LogLine {
  outcome: Outcome;
  status: number;
  durationMs: number;
  messageId?: string;
  email?: string;
  service?: string;
  errorName?: string;
  enquiryId?: string;
  /** The visitor's address, masked (`maskAddress`). */
  client?: string;
  /** The submission was already stored (a resend of the same draft): answered with its state. */
  repeat?: boolean;
  /** Photos: those a message's mail carries, or the signed uploads given. */
  photos?: number;
  /** Photos a message named that could not be received (missing, not an image, S3 unreachable). */
  photosNotReceived?: number;
  /** Why a request that did not come through CloudFront was refused (`requireCloudFront`). */
  originHeader?: 'missing' | 'unknown';
}
