// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildContactEmail } from '../../functions/send-contact-email/buildEmail';
import { buildNewsletterEmail } from '../../functions/subscribe-newsletter/officeMail';
import type { ContactMessage } from '../../functions/contract/forms';
import { serviceChoices } from './serviceChoices';

const routing = { sender: 'website@example.com', recipient: 'inbox@example.com' };

const message: ContactMessage = {
  fullName: 'Jane Doe',
  email: 'jane@example.org',
  phone: '555 010 1234',
  serviceNeeded: 'water-restoration',
  message: 'Water under the kitchen floor.\nSince this morning.',
  language: 'en',
  photos: [],
};

describe('buildContactEmail', () => {
  it('sends from the configured sender to the configured recipient, replying to the visitor', () => {
    const email = buildContactEmail(message, routing, serviceChoices);
    expect(email.Source).toBe('website@example.com');
    expect(email.Destination).toEqual({ ToAddresses: ['inbox@example.com'] });
    expect(email.ReplyToAddresses).toEqual(['jane@example.org']);
  });

  it('never puts the visitor in From or To', () => {
    const email = buildContactEmail(message, routing, serviceChoices);
    expect(email.Source).not.toContain('jane@example.org');
    expect(email.Destination?.ToAddresses).not.toContain('jane@example.org');
  });

  it.each(serviceChoices.map((choice) => [choice.value, choice.label] as const))(
    'names the service %s and the visitor in the subject',
    (serviceNeeded, label) => {
      const email = buildContactEmail({ ...message, serviceNeeded }, routing, serviceChoices);
      expect(email.Message?.Subject?.Data).toBe(`New enquiry: ${label} — Jane Doe`);
    },
  );

  it('calls an enquiry without a service a general enquiry', () => {
    const email = buildContactEmail({ ...message, serviceNeeded: '' }, routing, serviceChoices);
    expect(email.Message?.Subject?.Data).toBe('General enquiry — Jane Doe');
    expect(email.Message?.Body?.Text?.Data).toContain('Service needed: not specified\n');
  });

  it('has a plain text body with every field and no HTML part', () => {
    const email = buildContactEmail(message, routing, serviceChoices);
    expect(email.Message?.Body?.Html).toBeUndefined();
    expect(email.Message?.Body?.Text?.Charset).toBe('UTF-8');
    expect(email.Message?.Body?.Text?.Data).toBe(
      [
        'New enquiry from the website contact form.',
        '',
        'Name: Jane Doe',
        'Email: jane@example.org',
        'Phone: 555 010 1234',
        'Service needed: Water Damage',
        '',
        'Message:',
        'Water under the kitchen floor.',
        'Since this morning.',
        '',
      ].join('\n'),
    );
  });

  it('says when no phone number was given', () => {
    const email = buildContactEmail({ ...message, phone: '' }, routing, serviceChoices);
    expect(email.Message?.Body?.Text?.Data).toContain('Phone: not given\n');
  });

  it('keeps non-ASCII names intact and declares UTF-8 for the subject', () => {
    const email = buildContactEmail({ ...message, fullName: 'Zoë Ødegård' }, routing, serviceChoices);
    expect(email.Message?.Subject).toEqual({ Data: 'New enquiry: Water Damage — Zoë Ødegård', Charset: 'UTF-8' });
  });
});

describe('an enquiry from the Spanish site', () => {
  it('says so in the subject and the first line, so someone who speaks Spanish answers', () => {
    const email = buildContactEmail({ ...message, language: 'es' }, routing, serviceChoices);
    expect(email.Message?.Subject?.Data).toBe('[Español] New enquiry: Water Damage — Jane Doe');
    expect(email.Message?.Body?.Text?.Data?.split('\n').slice(0, 2)).toEqual([
      'New enquiry from the website contact form.',
      'Language: Spanish. This came from the Spanish site: please answer in Spanish.',
    ]);
    expect(buildContactEmail(message, routing, serviceChoices).Message?.Body?.Text?.Data).not.toContain('Spanish');
  });

  it('marks a Spanish newsletter sign-up the same way', () => {
    const email = buildNewsletterEmail({ email: 'sam@example.net', language: 'es' }, routing);
    expect(email.Message?.Subject?.Data).toBe('[Español] Newsletter sign-up — sam@example.net');
    expect(email.Message?.Body?.Text?.Data).toContain('Language: Spanish');
  });
});

describe('buildNewsletterEmail', () => {
  it('tells the business who signed up, replying to the subscriber', () => {
    const email = buildNewsletterEmail({ email: 'sam@example.net', language: 'en' }, routing);
    expect(email).toEqual({
      Source: 'website@example.com',
      Destination: { ToAddresses: ['inbox@example.com'] },
      ReplyToAddresses: ['sam@example.net'],
      Message: {
        Subject: { Data: 'Newsletter sign-up — sam@example.net', Charset: 'UTF-8' },
        Body: {
          Text: { Data: 'New newsletter sign-up from the website.\n\nEmail: sam@example.net\n', Charset: 'UTF-8' },
        },
      },
    });
  });
});
