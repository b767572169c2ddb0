import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import type { NewsletterSignup } from '../contract/forms';
import { languageMarks, textEmail, type LanguageMark, type MailRouting } from '../forms/mail';

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
