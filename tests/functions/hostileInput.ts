/** What the handlers' property tests feed them and read back: hostile strings, addresses and enquiries, and the header fields of a mail. */
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import fc from 'fast-check';
import { honeypotField } from '../../functions/contract/forms';
import { serviceChoices } from './serviceChoices';

/** Every header field of a SendEmail call, flattened to strings. */
export function headerFields(input: SendEmailCommandInput): string[] {
  return [
    input.Source ?? '',
    input.Message?.Subject?.Data ?? '',
    ...(input.ReplyToAddresses ?? []),
    ...(input.Destination?.ToAddresses ?? []),
    ...(input.Destination?.CcAddresses ?? []),
    ...(input.Destination?.BccAddresses ?? []),
    input.ReturnPath ?? '',
  ];
}

// Characters that have broken mail headers and parsers somewhere: CR, LF, NUL, other C0 controls,
// DEL, NEL, the Unicode line and paragraph separators, a BOM, a lone surrogate, and header syntax.
const hostileUnit = fc.constantFrom(
  '\r', '\n', '\r\n', '\0', '\t', '\v', '\f', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029', '\ufeff',
  '\ud800', ':', ';', ',', '<', '>', '"', '\\', '@', '=?utf-8?', 'Bcc: x@evil.test', ' ', 'a', 'é', '名',
);
export const hostileString = fc.oneof(
  fc.string({ unit: hostileUnit, maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }),
);
/** A real-looking address with something hostile before, after or inside it. */
const hostileEmail = fc
  .tuple(fc.emailAddress(), hostileString, fc.constantFrom('prefix', 'suffix', 'both'))
  .map(([address, extra, where]) =>
    where === 'prefix' ? `${extra}${address}` : where === 'suffix' ? `${address}${extra}` : `${extra}${address}${extra}`,
  );
export const anyValue = fc.oneof(hostileString, fc.jsonValue({ maxDepth: 3 }));
/** Plain addresses the schema accepts, so a good share of inputs reach the sender. */
const plainEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,19}$/), fc.stringMatching(/^[a-z0-9]{1,15}\.[a-z]{2,6}$/))
  .map(([local, domain]) => `${local}@${domain}`);
export const email = fc.oneof(
  { arbitrary: plainEmail, weight: 4 },
  { arbitrary: fc.emailAddress(), weight: 1 },
  { arbitrary: hostileEmail, weight: 3 },
  { arbitrary: hostileString, weight: 1 },
);
const service = fc.oneof(
  { arbitrary: fc.constantFrom('', ...serviceChoices.map((choice) => choice.value)), weight: 4 },
  { arbitrary: hostileString, weight: 1 },
);

/** Contact bodies, many close to valid so they get through validation and are sent. */
export const contactBody = fc.record(
  {
    fullName: fc.oneof(
      { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), weight: 4 },
      { arbitrary: hostileString, weight: 2 },
      { arbitrary: fc.constantFrom('Jane\r\nBcc: x@evil.test', 'Jane\nX-Injected: 1', 'Jane\u2028Doe'), weight: 1 },
    ),
    email,
    phone: fc.oneof(
      { arbitrary: fc.stringMatching(/^[\d +().-]{0,20}$/), weight: 4 },
      { arbitrary: hostileString, weight: 1 },
    ),
    serviceNeeded: service,
    message: fc.oneof(
      // The message is the body, not a header: line breaks are allowed there and must stay out of the headers.
      { arbitrary: fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '\r\n', 'é'), minLength: 1, maxLength: 200 }), weight: 4 },
      { arbitrary: hostileString, weight: 1 },
    ),
    [honeypotField]: fc.oneof({ arbitrary: fc.constant(''), weight: 5 }, { arbitrary: hostileString, weight: 1 }),
  },
  { requiredKeys: ['fullName', 'email', 'message'] },
);
