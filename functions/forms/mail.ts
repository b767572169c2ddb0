import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import type { Lang } from '../contract/lang';

export interface MailRouting {
  /** Verified SES identity; the visitor's address never goes here, or SES would refuse it. */
  sender: string;
  recipient: string;
}

export interface LanguageMark {
  subjectPrefix: string;
  line: string;
}

/**
 * The office reads every mail in English. One sent from a page in another language is marked, so
 * someone who speaks it answers; a language without a mark here is a compile error.
 */
export const languageMarks = {
  en: null,
  es: {
    subjectPrefix: '[Español] ',
    line: 'Language: Spanish. This came from the Spanish site: please answer in Spanish.',
  },
} as const satisfies Record<Lang, LanguageMark | null>;

/** A plain text mail to the office, answered by replying to `replyTo`. */
export function textEmail(routing: MailRouting, replyTo: string, subject: string, text: string): SendEmailCommandInput {
  return {
    Source: routing.sender,
    Destination: { ToAddresses: [routing.recipient] },
    ReplyToAddresses: [replyTo],
    Message: {
      Subject: { Data: subject, Charset: 'UTF-8' },
      Body: { Text: { Data: text, Charset: 'UTF-8' } },
    },
  };
}
