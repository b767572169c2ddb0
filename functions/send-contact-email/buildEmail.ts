import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import type { Lang } from '../../site/i18n/lang';
import type { ContactMessage, NewsletterSignup } from './contract';
import { serviceOptions } from './contract';

export interface MailRouting {
  /** Verified SES identity; the visitor's address never goes here, or SES would refuse it. */
  sender: string;
  recipient: string;
}

interface LanguageMark {
  subjectPrefix: string;
  line: string;
}

/**
 * The office reads every mail in English. One sent from a page in another language is marked, so
 * someone who speaks it answers; a language without a mark here is a compile error.
 */
const languageMarks = {
  en: null,
  es: {
    subjectPrefix: '[Español] ',
    line: 'Language: Spanish. This came from the Spanish site: please answer in Spanish.',
  },
} as const satisfies Record<Lang, LanguageMark | null>;

const serviceLabel = (value: ContactMessage['serviceNeeded']) =>
  serviceOptions.find((option) => option.value === value)?.label;

function textEmail(routing: MailRouting, replyTo: string, subject: string, text: string): SendEmailCommandInput {
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

export function buildContactEmail(message: ContactMessage, routing: MailRouting): SendEmailCommandInput {
  const label = serviceLabel(message.serviceNeeded);
  const mark: LanguageMark | null = languageMarks[message.language];
  const subject =
    (mark?.subjectPrefix ?? '') +
    (label ? `New enquiry: ${label} — ${message.fullName}` : `General enquiry — ${message.fullName}`);
  const text = [
    'New enquiry from the website contact form.',
    ...(mark ? [mark.line] : []),
    '',
    `Name: ${message.fullName}`,
    `Email: ${message.email}`,
    `Phone: ${message.phone || 'not given'}`,
    `Service needed: ${label ?? 'not specified'}`,
    '',
    'Message:',
    message.message,
    '',
  ].join('\n');
  return textEmail(routing, message.email, subject, text);
}

export function buildNewsletterEmail(signup: NewsletterSignup, routing: MailRouting): SendEmailCommandInput {
  const mark: LanguageMark | null = languageMarks[signup.language];
  const text = [
    'New newsletter sign-up from the website.',
    ...(mark ? [mark.line] : []),
    '',
    `Email: ${signup.email}`,
    '',
  ].join('\n');
  const subject = `${mark?.subjectPrefix ?? ''}Newsletter sign-up — ${signup.email}`;
  return textEmail(routing, signup.email, subject, text);
}
