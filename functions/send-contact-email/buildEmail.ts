import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import type { ContactMessage, ServiceChoice } from '../contract/forms';
import { languageMarks, textEmail, type LanguageMark, type MailRouting } from '../forms/mail';

/** The office's mail for an enquiry; `choices` name its service in English. */
export function buildContactEmail(message: ContactMessage, routing: MailRouting, choices: readonly ServiceChoice[]): SendEmailCommandInput {
  const label = choices.find((choice) => choice.value === message.serviceNeeded)?.label;
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
