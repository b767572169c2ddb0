export interface Config {
  recipient: string;
  sender: string;
  allowedOrigins: readonly string[];
  region: string;
  /** Only set for local runs against an SES emulator. */
  sesEndpoint?: string;
  /** The bucket the photos sent with messages are uploaded to (`PHOTO_BUCKET`); without it no photo is taken. */
  photoBucket?: string;
  /** Only set for local runs against an S3 emulator (`S3_ENDPOINT`). */
  s3Endpoint?: string;
  /** The DynamoDB table enquiries are stored in before they are mailed (`ENQUIRY_TABLE`). */
  enquiryTable?: string;
  /** The SES configuration set whose events (bounces, complaints) reach the owner (`SES_CONFIGURATION_SET`). */
  configurationSet?: string;
  /**
   * The newsletter list's table (`NEWSLETTER_TABLE`) and the Secrets Manager secret holding the keys
   * its links are signed with (`NEWSLETTER_SIGNING_KEY_SECRET`, an ARN or name).
   */
  newsletter?: { table: string; signingKeySecret: string };
  /**
   * The Secrets Manager secret holding the value CloudFront sends in `x-origin-verify` (`ORIGIN_SECRET`).
   * Without it the functions take requests from anyone: only for local runs and tests.
   */
  originSecret?: string;
}

const required = ['CONTACT_RECIPIENT', 'CONTACT_SENDER', 'ALLOWED_ORIGINS', 'AWS_REGION'] as const;

function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    // Browsers send Origin without a trailing slash, so a configured one would never match.
    .map((entry) => entry.replace(/\/+$/, ''));
}

function isBareOrigin(entry: string): boolean {
  try {
    return new URL(entry).origin === entry;
  } catch {
    return false;
  }
}

/** Called once at cold start, so a misconfigured deployment fails before it takes a request. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const value = (name: string) => env[name]?.trim() ?? '';

  const missing = required.filter((name) => value(name) === '');
  if (missing.length > 0) {
    throw new Error(`Missing required environment variable(s): ${missing.join(', ')}`);
  }

  const allowedOrigins = parseOrigins(value('ALLOWED_ORIGINS'));
  const invalid = allowedOrigins.filter((entry) => !isBareOrigin(entry));
  if (allowedOrigins.length === 0 || invalid.length > 0) {
    throw new Error(
      `ALLOWED_ORIGINS must be a comma-separated list of origins like https://www.example.com` +
        (invalid.length > 0 ? `; not an origin: ${invalid.join(', ')}` : ''),
    );
  }

  const sesEndpoint = value('SES_ENDPOINT');
  const photoBucket = value('PHOTO_BUCKET');
  const s3Endpoint = value('S3_ENDPOINT');
  const enquiryTable = value('ENQUIRY_TABLE');
  const configurationSet = value('SES_CONFIGURATION_SET');
  const newsletterTable = value('NEWSLETTER_TABLE');
  const signingKeySecret = value('NEWSLETTER_SIGNING_KEY_SECRET');
  if ((newsletterTable === '') !== (signingKeySecret === '')) {
    throw new Error('NEWSLETTER_TABLE and NEWSLETTER_SIGNING_KEY_SECRET go together: set both or neither.');
  }
  const originSecret = value('ORIGIN_SECRET');
  return {
    recipient: value('CONTACT_RECIPIENT'),
    sender: value('CONTACT_SENDER'),
    allowedOrigins,
    region: value('AWS_REGION'),
    ...(sesEndpoint === '' ? {} : { sesEndpoint }),
    ...(photoBucket === '' ? {} : { photoBucket }),
    ...(s3Endpoint === '' ? {} : { s3Endpoint }),
    ...(enquiryTable === '' ? {} : { enquiryTable }),
    ...(configurationSet === '' ? {} : { configurationSet }),
    ...(newsletterTable === '' ? {} : { newsletter: { table: newsletterTable, signingKeySecret } }),
    ...(originSecret === '' ? {} : { originSecret }),
  };
}
