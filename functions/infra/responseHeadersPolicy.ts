import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { ResponseHeadersPolicyProps } from 'aws-cdk-lib/aws-cloudfront';
import type { HeadersPolicy } from './responseHeaders';

/**
 * The headers CloudFront takes as typed settings of a policy's security part: it refuses a custom
 * header by any of these names.
 */
const securityHeaderNames = ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options'];

function refused(header: string, value: string, why: string): never {
  throw new Error(`CloudFront cannot send ${header}: ${value} (${why}).`);
}

/** One of a CDK enum's values, found by the header's text: the enums hold the header values themselves. */
function enumValue<T extends string>(values: Record<string, T>, header: string, value: string): T {
  return Object.values(values).find((candidate) => candidate === value) ?? refused(header, value, `it takes ${Object.values(values).join(', ')}`);
}

/** `max-age=<seconds>[; includeSubDomains][; preload]` as CloudFront's settings. */
function strictTransportSecurity(value: string) {
  const [maxAge = '', ...flags] = value.split(';').map((part) => part.trim());
  const seconds = /^max-age=(\d+)$/.exec(maxAge)?.[1];
  if (seconds === undefined || flags.some((flag) => flag !== 'includeSubDomains' && flag !== 'preload')) {
    refused('Strict-Transport-Security', value, 'it takes max-age, includeSubDomains and preload');
  }
  return {
    accessControlMaxAge: Duration.seconds(Number(seconds)),
    includeSubdomains: flags.includes('includeSubDomains'),
    preload: flags.includes('preload'),
  };
}

/**
 * A policy of responseHeaders.ts as CloudFront's: its security headers as the typed settings, the
 * others as custom headers, each overriding what the origin sends, and its fallbacks sent only when
 * the origin sends none. Every policy carries all five security headers.
 */
export function responseHeadersPolicyProps(policy: HeadersPolicy): ResponseHeadersPolicyProps {
  const header = (name: string): string => {
    const value = policy.headers[name];
    if (value === undefined) throw new Error(`The response headers policy "${policy.comment}" has no ${name}: every answer carries one.`);
    return value;
  };
  const contentTypeOptions = header('X-Content-Type-Options');
  if (contentTypeOptions !== 'nosniff') refused('X-Content-Type-Options', contentTypeOptions, 'it sends nosniff only');
  const fallbackSecurity = Object.keys(policy.fallbacks).filter((name) => securityHeaderNames.includes(name));
  if (fallbackSecurity.length > 0) throw new Error(`The response headers policy "${policy.comment}" may not leave ${fallbackSecurity.join(', ')} to the origin.`);
  return {
    comment: policy.comment,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: header('Content-Security-Policy'), override: true },
      strictTransportSecurity: { ...strictTransportSecurity(header('Strict-Transport-Security')), override: true },
      contentTypeOptions: { override: true },
      referrerPolicy: { referrerPolicy: enumValue(HeadersReferrerPolicy, 'Referrer-Policy', header('Referrer-Policy')), override: true },
      frameOptions: { frameOption: enumValue(HeadersFrameOption, 'X-Frame-Options', header('X-Frame-Options')), override: true },
    },
    customHeadersBehavior: {
      customHeaders: [
        ...Object.entries(policy.headers)
          .filter(([name]) => !securityHeaderNames.includes(name))
          .map(([name, value]) => ({ header: name, value, override: true })),
        ...Object.entries(policy.fallbacks).map(([name, value]) => ({ header: name, value, override: false })),
      ],
    },
  };
}
