import type { SESClient, SESClientConfig } from '@aws-sdk/client-ses';
import { SendEmailCommand } from '@aws-sdk/client-ses';
import { SendEmailCommand as SendRawCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { Config } from './config';
import type { SendEmail } from './handler';
import type { SendRaw } from './photoMail';

/**
 * Without timeouts a stalled SES call would run into the Lambda timeout and the visitor would get the
 * platform's bare error instead of our 502. Three attempts of at most ~4 s each fit a 15 s Lambda.
 */
export function sesClientConfig(config: Pick<Config, 'region' | 'sesEndpoint'>) {
  return {
    region: config.region,
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 },
    ...(config.sesEndpoint === undefined ? {} : { endpoint: config.sesEndpoint }),
  } satisfies SESClientConfig;
}

/**
 * Sends through `client`; with a configuration set, SES reports bounces and complaints of these mails
 * to its event destination (the owner's alert topic in the stack).
 */
export function sesSender(client: SESClient, configurationSet?: string): SendEmail {
  return async (input, options = {}) => {
    const output = await client.send(
      new SendEmailCommand({
        ...input,
        ...(configurationSet === undefined ? {} : { ConfigurationSetName: configurationSet }),
        // SES's events about this mail (Send, Bounce, Complaint) carry the tag: that is how they find
        // the enquiry even when the sender died before it could record the message id.
        ...(options.enquiryId === undefined ? {} : { Tags: [{ Name: enquiryTag, Value: options.enquiryId }] }),
      }),
      options.signal ? { abortSignal: options.signal } : {},
    );
    return output.MessageId === undefined ? {} : { messageId: output.MessageId };
  };
}

/** The SES message tag that names the enquiry a mail carries. */
export const enquiryTag = 'enquiry';

/**
 * Sends a raw MIME message through SES's v2 API, which takes messages up to 40 MB (v1's SendRawEmail,
 * 10 MB): an enquiry with five photos attached. Tagged and configured as `sesSender`'s mails are, so
 * SES's events find the enquiry the same way. IAM calls this `ses:SendRawEmail`.
 */
export function sesV2RawSender(client: SESv2Client, configurationSet?: string): SendRaw {
  return async (message, options) => {
    const output = await client.send(
      new SendRawCommand({
        Content: { Raw: { Data: message } },
        Destination: { ToAddresses: [...options.destinations] },
        ...(configurationSet === undefined ? {} : { ConfigurationSetName: configurationSet }),
        ...(options.enquiryId === undefined ? {} : { EmailTags: [{ Name: enquiryTag, Value: options.enquiryId }] }),
      }),
      options.signal ? { abortSignal: options.signal } : {},
    );
    return output.MessageId === undefined ? {} : { messageId: output.MessageId };
  };
}
