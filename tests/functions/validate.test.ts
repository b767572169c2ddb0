// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contactLimits, honeypotField } from '../../functions/contract/forms';
import { photoRules } from '../../functions/contract/photos';
import { defaultLang, isLang, languages } from '../../site/i18n/lang';
import { contactValidator, validateNewsletter } from '../../functions/contract/validate';
import { serviceChoices } from './serviceChoices';

const validateContact = contactValidator(serviceChoices);

const valid = {
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(555) 010-1234',
  serviceNeeded: 'water-restoration',
  message: 'Water is coming through the basement wall.',
};

const without = (field: keyof typeof valid) => {
  const copy: Record<string, unknown> = { ...valid };
  delete copy[field];
  return copy;
};

describe('validateContact', () => {
  it.each([
    ['fullName missing', without('fullName'), 'fullName', 'required'],
    ['email missing', without('email'), 'email', 'required'],
    ['message missing', without('message'), 'message', 'required'],
    ['fullName empty', { ...valid, fullName: '' }, 'fullName', 'required'],
    ['email empty', { ...valid, email: '' }, 'email', 'required'],
    ['message empty', { ...valid, message: '' }, 'message', 'required'],
    ['tab in fullName', { ...valid, fullName: 'Jane\tDoe' }, 'fullName', 'invalid_characters'],
    ['fullName whitespace only', { ...valid, fullName: '    ' }, 'fullName', 'required'],
    ['message whitespace only', { ...valid, message: ' \n\t\n ' }, 'message', 'required'],
    ['email spaces only', { ...valid, email: '   ' }, 'email', 'required'],
    // Names a reader cannot see: Unicode letters and symbols that print nothing.
    ['fullName of Hangul fillers (U+3164)', { ...valid, fullName: '\u3164\u3164' }, 'fullName', 'required'],
    ['fullName of braille blanks (U+2800)', { ...valid, fullName: '\u2800' }, 'fullName', 'required'],
    ['fullName of halfwidth Hangul filler and choseong filler', { ...valid, fullName: '\uFFA0\u115F\u1160' }, 'fullName', 'required'],
    ['fullName of ideographic and no-break spaces', { ...valid, fullName: '\u3000\u00A0\u2800' }, 'fullName', 'required'],
    ['message of Hangul fillers and braille blanks', { ...valid, message: '\u3164\n\u2800' }, 'message', 'required'],
    ['fullName too long', { ...valid, fullName: 'a'.repeat(contactLimits.fullName + 1) }, 'fullName', 'too_long'],
    ['email too long', { ...valid, email: `${'a'.repeat(250)}@example.com` }, 'email', 'too_long'],
    ['phone too long', { ...valid, phone: '1'.repeat(contactLimits.phone + 1) }, 'phone', 'too_long'],
    ['message too long', { ...valid, message: 'a'.repeat(contactLimits.message + 1) }, 'message', 'too_long'],
    ['email without @', { ...valid, email: 'jane.example.com' }, 'email', 'invalid_email'],
    ['email without domain', { ...valid, email: 'jane@' }, 'email', 'invalid_email'],
    ['email without top-level domain', { ...valid, email: 'jane@localhost' }, 'email', 'invalid_email'],
    ['two email addresses', { ...valid, email: 'jane@example.com, bob@example.com' }, 'email', 'invalid_email'],
    ['email with display name', { ...valid, email: 'Jane <jane@example.com>' }, 'email', 'invalid_email'],
    ['CRLF in fullName', { ...valid, fullName: 'Jane\r\nBcc: victim@example.com' }, 'fullName', 'invalid_characters'],
    ['LF in fullName', { ...valid, fullName: 'Jane\nDoe' }, 'fullName', 'invalid_characters'],
    ['trailing CR in fullName', { ...valid, fullName: 'Jane Doe\r' }, 'fullName', 'invalid_characters'],
    ['CRLF in email', { ...valid, email: 'jane@example.com\r\nBcc: victim@example.com' }, 'email', 'invalid_characters'],
    ['trailing LF in email', { ...valid, email: 'jane@example.com\n' }, 'email', 'invalid_characters'],
    ['CRLF in serviceNeeded', { ...valid, serviceNeeded: 'water-damage\r\n' }, 'serviceNeeded', 'invalid_option'],
    ['line separator in fullName', { ...valid, fullName: 'Jane\u2028Doe' }, 'fullName', 'invalid_characters'],
    ['right-to-left override (U+202E) in fullName', { ...valid, fullName: 'Jane \u202Eeod' }, 'fullName', 'invalid_characters'],
    ['zero-width space (U+200B) in fullName', { ...valid, fullName: 'Ja\u200Bne' }, 'fullName', 'invalid_characters'],
    ['next line (U+0085) in fullName', { ...valid, fullName: 'Jane\u0085Doe' }, 'fullName', 'invalid_characters'],
    ['NUL in fullName', { ...valid, fullName: 'Jane\u0000' }, 'fullName', 'invalid_characters'],
    ['byte order mark (U+FEFF) in fullName', { ...valid, fullName: '\uFEFFJane' }, 'fullName', 'invalid_characters'],
    ['zero-width space (U+200B) in email', { ...valid, email: 'jane\u200B@example.com' }, 'email', 'invalid_characters'],
    ['right-to-left override (U+202E) in email', { ...valid, email: 'jane@exa\u202Emple.com' }, 'email', 'invalid_characters'],
    ['next line (U+0085) in email', { ...valid, email: 'jane@example.com\u0085' }, 'email', 'invalid_characters'],
    ['letters in phone', { ...valid, phone: 'call me' }, 'phone', 'invalid_characters'],
    ['newline in phone', { ...valid, phone: '555\n0101' }, 'phone', 'invalid_characters'],
    ['unknown service', { ...valid, serviceNeeded: 'roofing' }, 'serviceNeeded', 'invalid_option'],
    ['service label instead of value', { ...valid, serviceNeeded: 'Water Damage' }, 'serviceNeeded', 'invalid_option'],
    ['service as number', { ...valid, serviceNeeded: 1 }, 'serviceNeeded', 'invalid_option'],
    ['fullName as number', { ...valid, fullName: 42 }, 'fullName', 'invalid_type'],
    ['email as array', { ...valid, email: ['jane@example.com'] }, 'email', 'invalid_type'],
    ['message as object', { ...valid, message: { text: 'hi' } }, 'message', 'invalid_type'],
    ['message as null', { ...valid, message: null }, 'message', 'invalid_type'],
    ['phone as number', { ...valid, phone: 5550101 }, 'phone', 'invalid_type'],
    ['honeypot as number', { ...valid, [honeypotField]: 1 }, honeypotField, 'invalid_type'],
  ])('rejects %s', (_name, input, field, code) => {
    const result = validateContact(input);
    expect(result).toEqual({ ok: false, errors: expect.objectContaining({ [field]: code }) });
  });

  it.each([
    ['null', null],
    ['a string', 'fullName=Jane'],
    ['a number', 42],
    ['a boolean', true],
    ['undefined', undefined],
  ])('rejects a body that is %s as a whole', (_name, input) => {
    expect(validateContact(input)).toEqual({ ok: false, errors: { body: 'invalid_type' } });
  });

  it('reports every required field of an empty object', () => {
    expect(validateContact({})).toEqual({
      ok: false,
      errors: { fullName: 'required', email: 'required', message: 'required' },
    });
  });

  it('reports one code per field, the first the field fails', () => {
    const result = validateContact({ ...valid, fullName: `\n${'a'.repeat(200)}` });
    expect(result).toEqual({ ok: false, errors: { fullName: 'invalid_characters' } });
  });

  it.each([
    ['the full payload', valid, { ...valid }],
    [
      'only the required fields',
      { fullName: 'Jane Doe', email: 'jane@example.com', message: 'Help' },
      { fullName: 'Jane Doe', email: 'jane@example.com', phone: '', serviceNeeded: '', message: 'Help' },
    ],
    [
      'surrounding whitespace, trimmed',
      { ...valid, fullName: '  Jane Doe ', email: ' jane@example.com ', phone: ' 555 ', message: '\n Help \n' },
      { ...valid, phone: '555', message: 'Help' },
    ],
    ['an empty service', { ...valid, serviceNeeded: '' }, { ...valid, serviceNeeded: '' }],
    ['an empty phone', { ...valid, phone: '' }, { ...valid, phone: '' }],
    ['phone with + . and -', { ...valid, phone: '+1 555.010-1234' }, { ...valid, phone: '+1 555.010-1234' }],
    [
      'fields at their limits',
      {
        ...valid,
        fullName: 'a'.repeat(contactLimits.fullName),
        phone: '1'.repeat(contactLimits.phone),
        message: 'a'.repeat(contactLimits.message),
      },
      {
        ...valid,
        fullName: 'a'.repeat(contactLimits.fullName),
        phone: '1'.repeat(contactLimits.phone),
        message: 'a'.repeat(contactLimits.message),
      },
    ],
    ['a multi-line message, with its line ends made LF', { ...valid, message: 'Line one\r\nLine two\rthree' }, { ...valid, message: 'Line one\nLine two\nthree' }],
    ['a non-ASCII name', { ...valid, fullName: 'Zoë Ødegård' }, { ...valid, fullName: 'Zoë Ødegård' }],
    ['a Korean name', { ...valid, fullName: '김민지' }, { ...valid, fullName: '김민지' }],
    ['a one-letter name', { ...valid, fullName: 'J' }, { ...valid, fullName: 'J' }],
    ['an empty honeypot', { ...valid, [honeypotField]: '' }, { ...valid, [honeypotField]: '' }],
  ])('accepts %s', (_name, input, expected) => {
    // A form that does not say its page's language wrote in English; one that sent no photos, none.
    expect(validateContact(input)).toEqual({ ok: true, value: { ...expected, language: 'en', photos: [] } });
  });

  const photoKey = (n: number) => `enquiry-photos/${'a'.repeat(22)}/${n}.jpg`;

  it('keeps the keys of the photos the form uploaded, up to the most a message takes', () => {
    const keys = Array.from({ length: photoRules.maxPhotos }, (_, index) => photoKey(index + 1));
    expect(validateContact({ ...valid, photos: keys })).toMatchObject({ ok: true, value: { photos: keys } });
  });

  it.each([
    ['more photos than a message takes', Array.from({ length: photoRules.maxPhotos + 1 }, (_, index) => photoKey((index % 5) + 1)), 'invalid_option'],
    ['a key outside the photos prefix', ['site/index.html'], 'invalid_option'],
    ['a key climbing out of its prefix', [`enquiry-photos/${'a'.repeat(22)}/../1.jpg`], 'invalid_option'],
    ['a photo numbered past the last', [photoKey(6)], 'invalid_option'],
    ['a key that is no text', [42], 'invalid_type'],
    ['keys that are no list', photoKey(1), 'invalid_type'],
  ])('refuses %s', (_name, photos, code) => {
    expect(validateContact({ ...valid, photos })).toEqual({ ok: false, errors: { photos: code } });
  });

  it.each(languages)('keeps %s, a language of the site, as the language of the page the form came from', (language) => {
    expect(validateContact({ ...valid, language })).toMatchObject({ ok: true, value: { language } });
    expect(validateNewsletter({ email: 'sam@example.org', language })).toMatchObject({ ok: true, value: { language } });
  });

  it('refuses a language the site is not written in', () => {
    const other = 'fr';
    expect(isLang(other)).toBe(false);
    expect(validateContact({ ...valid, language: other })).toEqual({ ok: false, errors: { language: 'invalid_option' } });
    expect(validateNewsletter({ email: 'sam@example.org', language: other })).toEqual({ ok: false, errors: { language: 'invalid_option' } });
  });

  it('reads a form that names no language as sent from a page in the default language', () => {
    expect(validateNewsletter({ email: 'sam@example.org' })).toMatchObject({ ok: true, value: { language: defaultLang } });
  });

  it.each(serviceChoices.map((choice) => choice.value))('accepts the service %s', (serviceNeeded) => {
    expect(validateContact({ ...valid, serviceNeeded })).toMatchObject({ ok: true, value: { serviceNeeded } });
  });

  it.each(serviceChoices.flatMap((choice) => (choice.formerValue === undefined ? [] : [[choice.formerValue, choice.value] as const])))(
    'reads %s, which older forms sent and drafts may keep, as the service %s',
    (formerValue, serviceNeeded) => {
      expect(validateContact({ ...valid, serviceNeeded: formerValue })).toMatchObject({ ok: true, value: { serviceNeeded } });
    },
  );

  it('knows the values older forms sent for two services', () => {
    expect(serviceChoices.filter((choice) => choice.formerValue !== undefined)).toHaveLength(2);
  });

  it('drops keys the contract does not know', () => {
    const result = validateContact({ ...valid, admin: true });
    expect(result.ok && Object.keys(result.value)).not.toContain('admin');
  });
});

describe('validateNewsletter', () => {
  it.each([
    ['missing email', {}, { email: 'required' }],
    ['empty email', { email: '' }, { email: 'required' }],
    ['bad email', { email: 'not-an-address' }, { email: 'invalid_email' }],
    ['CRLF in email', { email: 'a@example.com\r\nBcc: b@example.com' }, { email: 'invalid_characters' }],
    ['email too long', { email: `${'a'.repeat(250)}@example.com` }, { email: 'too_long' }],
    ['email as number', { email: 7 }, { email: 'invalid_type' }],
    ['an array body', [], { email: 'required' }],
    ['a null body', null, { body: 'invalid_type' }],
  ])('rejects %s', (_name, input, errors) => {
    expect(validateNewsletter(input)).toEqual({ ok: false, errors });
  });

  it('accepts a trimmed address', () => {
    expect(validateNewsletter({ email: ' sam@example.org ' })).toEqual({ ok: true, value: { email: 'sam@example.org', language: 'en' } });
  });
});

describe('control and format characters in a message', () => {
  it('are removed, keeping line breaks and tabs', () => {
    const result = validateContact({ ...valid, message: 'Water\u0000 in the\u001B[31m basement\r\nRoom\t2\u202E\u200B\u0085 now\u007F.' });
    expect(result).toMatchObject({ ok: true, value: { message: 'Water in the[31m basement\nRoom\t2 now.' } });
  });

  it('leave an empty message required when nothing else was in it', () => {
    expect(validateContact({ ...valid, message: '\u0000\u200B\u001B' })).toEqual({ ok: false, errors: { message: 'required' } });
  });
});
