import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import { contactFieldsFor, type ContactMessage, type ServiceChoice } from '../contract/forms';
import { languageMarks, textEmail, type LanguageMark, type MailRouting } from '../forms/mail';

/**
 * The office's mail for an enquiry: a line for each field the form declares (contactFieldsFor), the
 * text boxes below the lines; `choices` name its service in English.
 */
export function buildContactEmail(message: ContactMessage, routing: MailRouting, choices: readonly ServiceChoice[]): SendEmailCommandInput {
  const label = choices.find((choice) => choice.value === message.serviceNeeded)?.label;
  const mark: LanguageMark | null = languageMarks[message.language];
  const subject =
    (mark?.subjectPrefix ?? '') +
    (label ? `New enquiry: ${label} — ${message.fullName}` : `General enquiry — ${message.fullName}`);
  const fields = contactFieldsFor(choices);
  const shown = (spec: (typeof fields)[number]) => {
    const value = message[spec.name];
    return (spec.control === 'service' ? choices.find((choice) => choice.value === value)?.label : value) || (spec.mail.empty ?? '');
  };
  const text = [
    'New enquiry from the website contact form.',
    ...(mark ? [mark.line] : []),
    '',
    ...fields.filter((spec) => spec.control !== 'textarea').map((spec) => `${spec.mail.label}: ${shown(spec)}`),
    ...fields.filter((spec) => spec.control === 'textarea').flatMap((spec) => ['', `${spec.mail.label}:`, shown(spec)]),
    '',
  ].join('\n');
  return textEmail(routing, message.email, subject, text);
}
