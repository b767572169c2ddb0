// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { honeypotField } from '../../functions/contract/forms';
import { isHoneypotFilled } from '../../functions/contract/validate';

describe('the honeypot field', () => {
  // Words Chromium, Firefox and Safari match in a field's name to decide what to autofill, and the
  // ones password managers add. The field's label says 'Leave this field empty'.
  const autofillWords = [
    'name', 'company', 'organi', 'business', 'firm', 'mail', 'phone', 'tel', 'mobile', 'fax', 'address', 'addr', 'street', 'city',
    'town', 'state', 'province', 'region', 'zip', 'postal', 'post', 'country', 'url', 'web', 'site', 'homepage', 'title', 'job',
    'user', 'login', 'pass', 'card', 'cc', 'cvc', 'cvv', 'exp', 'birth', 'age', 'sex', 'gender', 'search', 'first', 'last', 'given',
    'family', 'nick', 'honorific', 'apt', 'suite', 'unit', 'house', 'line', 'code', 'otp', 'contact',
  ];

  it('has a name no autofill heuristic fills', () => {
    for (const word of autofillWords) expect(honeypotField.toLowerCase(), word).not.toContain(word);
  });
});

describe('isHoneypotFilled', () => {
  it.each([
    [{ [honeypotField]: 'Acme' }, true],
    [{ [honeypotField]: ' ' }, true],
    [{ [honeypotField]: 0 }, true],
    [{ [honeypotField]: '' }, false],
    [{ [honeypotField]: null }, false],
    [{}, false],
    [null, false],
    ['company', false],
  ])('%j -> %s', (input, expected) => {
    expect(isHoneypotFilled(input)).toBe(expected);
  });
});
