/**
 * The deployment's settings, from CDK context (`cdk ... -c domainName=www.example.com`) or the
 * environment (`SITE_DOMAIN_NAME=www.example.com`); context wins. Nothing here is secret, and nothing is
 * stored in the repository: the business owner's values live in their shell or CI settings.
 *
 * Without `strict`, missing required values fall back to samples on `.example` domains so a fresh clone
 * can synthesise; the stack then carries a CloudFormation rule that refuses to deploy. The deploy script
 * sets `SITE_CONFIG_STRICT=1`, which turns every missing value into one error listing all of them.
 */
import { loadConfig } from '../forms/config';
import { settings, type Setting } from './configSettings';

export interface SiteConfig {
  stackName: string;
  /** The first name is the canonical one; the rest are aliases on the same certificate. */
  domainNames: readonly string[];
  /** ACM certificate in us-east-1 covering every domain name. */
  certificateArn: string;
  /** The office's editor's own host name (e.g. admin.example.com): no public page is served there. */
  adminDomainName: string;
  /** ACM certificate in us-east-1 covering `adminDomainName`; the site's by default. */
  adminCertificateArn: string;
  contactRecipient: string;
  /** Where the owner's alerts go besides the office inbox: an address on another domain. */
  alertEmail: string;
  /** A phone that also gets the alerts by SMS, in E.164 form (+14045550123). */
  alertSms?: string;
  contactSender: string;
  allowedOrigins: readonly string[];
  /** The verified SES identity (domain or address) the functions may send as. */
  sesIdentity: string;
  /** `owner/name` of the site's GitHub repository: the editor commits there, and only its `main` may deploy. */
  githubRepo: string;
  reservedConcurrency: number;
  apiRateLimit: number;
  apiBurstLimit: number;
  /** Unset means an environment-agnostic stack: the CLI's credentials decide account and region. */
  account?: string;
  region?: string;
  /** Settings that fell back to sample values; empty for a deployable configuration. */
  samples: readonly string[];
}

type SettingName = keyof typeof settings;

export interface ConfigSources {
  /** Looks up CDK context, e.g. `(key) => app.node.tryGetContext(key)`. */
  context?: (key: string) => unknown;
  env?: Record<string, string | undefined>;
  /** Fail on any missing required value instead of using samples. */
  strict?: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const hostname = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/i;
const emailAddress = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const certificateArnPattern = /^arn:aws[a-z-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[\w-]+$/;

/** `Name <a@b.c>` or `a@b.c` -> `a@b.c`. */
export function addressOf(mailbox: string): string {
  const match = /<([^<>]+)>\s*$/.exec(mailbox);
  return (match?.[1] ?? mailbox).trim();
}

export const isStrict = (value: string | undefined) => value === '1' || value === 'true';

export function loadSiteConfig(sources: ConfigSources = {}): SiteConfig {
  const env = sources.env ?? {};
  const strict = sources.strict ?? isStrict(env.SITE_CONFIG_STRICT);
  const read = (name: SettingName): string | undefined => {
    const setting: Setting = settings[name];
    const fromContext = sources.context?.(setting.context);
    const value = fromContext === undefined || fromContext === null ? env[setting.env] : String(fromContext);
    const trimmed = value?.trim();
    return trimmed === undefined || trimmed === '' ? undefined : trimmed;
  };

  const samples: string[] = [];
  const missing: SettingName[] = [];
  const required = (name: SettingName): string => {
    const value = read(name);
    if (value !== undefined) return value;
    const setting: Setting = settings[name];
    if (strict || setting.sample === undefined) {
      missing.push(name);
      return '';
    }
    samples.push(name);
    return setting.sample;
  };

  const domainNames = required('domainName')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const certificateArn = required('certificateArn');
  const contactRecipient = required('contactRecipient');
  const alertEmail = required('alertEmail');
  const contactSender = required('contactSender');
  const githubRepo = required('githubRepo');

  if (missing.length > 0) {
    const lines = missing.map((name) => {
      const setting: Setting = settings[name];
      return `  - ${setting.env} (or context ${setting.context}): ${setting.description}`;
    });
    throw new ConfigError(`Missing deployment configuration:\n${lines.join('\n')}\nSee docs/deploy.md.`);
  }

  const problems: string[] = [];
  for (const name of domainNames) {
    if (!hostname.test(name)) problems.push(`${settings.domainName.env}: "${name}" is not a domain name`);
  }
  // The editor's origin is apart from every public page's, so they share no storage (docs/deploy.md).
  const adminDomainName = (read('adminDomainName') ?? `admin.${(domainNames[0] ?? '').replace(/^www\./, '')}`).toLowerCase();
  if (!hostname.test(adminDomainName)) {
    problems.push(`${settings.adminDomainName.env}: "${adminDomainName}" is not a domain name`);
  } else if (domainNames.includes(adminDomainName)) {
    problems.push(`${settings.adminDomainName.env}: "${adminDomainName}" is one of the site's domain names; the editor needs a host name of its own`);
  }
  const adminCertificateArn = read('adminCertificateArn') ?? certificateArn;
  for (const [setting, arn] of [[settings.certificateArn, certificateArn], [settings.adminCertificateArn, adminCertificateArn]] as const) {
    const certificateRegion = certificateArnPattern.exec(arn)?.[1];
    if (certificateRegion === undefined) {
      problems.push(`${setting.env}: "${arn}" is not an ACM certificate ARN`);
    } else if (certificateRegion !== 'us-east-1') {
      problems.push(`${setting.env}: CloudFront only uses certificates from us-east-1, not ${certificateRegion}`);
    }
  }
  if (!emailAddress.test(contactRecipient)) {
    problems.push(`${settings.contactRecipient.env}: "${contactRecipient}" is not an email address`);
  }
  if (!emailAddress.test(alertEmail)) {
    problems.push(`${settings.alertEmail.env}: "${alertEmail}" is not an email address`);
  } else if (alertEmail.toLowerCase() === contactRecipient.toLowerCase()) {
    // The alerts are about that inbox failing: they must reach the owner some other way.
    problems.push(`${settings.alertEmail.env}: must not be the office inbox (${settings.contactRecipient.env}); use an address on another domain`);
  }
  // GitHub's rules for owner and repository names: the role's trust condition is built from it.
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/.test(githubRepo)) {
    problems.push(`${settings.githubRepo.env}: "${githubRepo}" is not a GitHub repository in owner/name form`);
  }
  const alertSms = read('alertSms');
  if (alertSms !== undefined && !/^\+[1-9]\d{7,14}$/.test(alertSms)) {
    problems.push(`${settings.alertSms.env}: "${alertSms}" is not a phone number in E.164 form, e.g. +14045550123`);
  }
  const senderAddress = addressOf(contactSender);
  if (!emailAddress.test(senderAddress)) {
    problems.push(`${settings.contactSender.env}: "${contactSender}" is not an email address`);
  }
  const senderDomain = senderAddress.slice(senderAddress.lastIndexOf('@') + 1).toLowerCase();
  const sesIdentity = (read('sesIdentity') ?? senderDomain).toLowerCase();
  const senderCovered =
    sesIdentity === senderAddress.toLowerCase() || senderDomain === sesIdentity || senderDomain.endsWith(`.${sesIdentity}`);
  if (!senderCovered) {
    problems.push(`${settings.sesIdentity.env}: "${sesIdentity}" does not cover the sender ${senderAddress}`);
  }

  const allowedOriginsText = read('allowedOrigins') ?? domainNames.map((name) => `https://${name}`).join(',');
  let allowedOrigins: readonly string[] = [];
  try {
    // The functions run the same check at cold start; running it here fails the synth instead.
    allowedOrigins = loadConfig({
      CONTACT_RECIPIENT: contactRecipient,
      CONTACT_SENDER: contactSender,
      ALLOWED_ORIGINS: allowedOriginsText,
      AWS_REGION: 'us-east-1',
    }).allowedOrigins;
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }

  const positiveInteger = (name: SettingName, fallback: number): number => {
    const value = read(name);
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1) {
      problems.push(`${settings[name].env}: "${value}" is not a positive whole number`);
      return fallback;
    }
    return number;
  };
  const reservedConcurrency = positiveInteger('reservedConcurrency', 10);
  const apiRateLimit = positiveInteger('apiRateLimit', 10);
  const apiBurstLimit = positiveInteger('apiBurstLimit', 20);

  const account = read('account');
  const region = read('region');
  if (account !== undefined && !/^\d{12}$/.test(account)) problems.push(`account: "${account}" is not a 12-digit AWS account id`);
  // CloudFront reads its web ACL (and certificate) only in us-east-1, so the stack that makes them lives there.
  if (region !== undefined && region !== 'us-east-1') problems.push(`${settings.region.env}: "${region}" must be us-east-1, where CloudFront reads its web ACL`);

  if (problems.length > 0) {
    throw new ConfigError(`Invalid deployment configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }

  return {
    stackName: read('stackName') ?? 'RidgewaySite',
    domainNames,
    certificateArn,
    adminDomainName,
    adminCertificateArn,
    contactRecipient,
    alertEmail,
    ...(alertSms === undefined ? {} : { alertSms }),
    contactSender,
    allowedOrigins,
    sesIdentity,
    githubRepo,
    reservedConcurrency,
    apiRateLimit,
    apiBurstLimit,
    ...(account === undefined ? {} : { account }),
    ...(region === undefined ? {} : { region }),
    samples,
  };
}
