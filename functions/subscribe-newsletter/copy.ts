/** What the newsletter's mails and pages say. Plain data, so the words are in one place. */
export const newsletterCopy = {
  confirmSubject: 'Please confirm your subscription',
  confirmText: (link: string, days: number) =>
    [
      'Thanks for signing up for our seasonal maintenance reminders and water damage prevention tips.',
      '',
      'Please confirm that this is your address by opening this link:',
      link,
      '',
      `The link works for ${days} days. If you did not sign up, ignore this email and you will hear nothing more from us.`,
      '',
    ].join('\n'),
  welcomeSubject: 'You are subscribed',
  welcomeText: (unsubscribeLink: string) =>
    [
      'You are on our list: we will send seasonal reminders and water damage prevention tips, a few times a year.',
      '',
      'To stop them at any time, open this link:',
      unsubscribeLink,
      '',
    ].join('\n'),
  pages: {
    homeLabel: 'Back to the website',
    confirm: { title: 'Confirm your subscription', text: 'Press the button to start receiving our seasonal tips.', button: 'Confirm subscription' },
    confirmed: { title: 'You are subscribed', text: 'Thank you. We have sent a welcome email with a link to unsubscribe whenever you like.' },
    alreadyConfirmed: { title: 'You are subscribed', text: 'This address is already on our list.' },
    unsubscribe: { title: 'Unsubscribe', text: 'Press the button and we will send you no more newsletter emails.', button: 'Unsubscribe' },
    unsubscribed: { title: 'You are unsubscribed', text: 'We will send you no more newsletter emails.' },
    expired: {
      title: 'This link has expired',
      text: 'Confirmation links work for a limited time. Nothing was changed. Sign up again on the website to get a new link.',
    },
    invalid: { title: 'This link does not work', text: 'It may have been cut short by your email program. Nothing was changed.' },
  },
} as const;
