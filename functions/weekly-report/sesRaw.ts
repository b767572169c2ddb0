import { SendRawEmailCommand, type SESClient } from '@aws-sdk/client-ses';

/** Sends a whole MIME message through SES (the report carries its chart inline, which only a raw message can). */
export const sesRawSender = (client: SESClient) => async (message: Buffer) =>
  (await client.send(new SendRawEmailCommand({ RawMessage: { Data: message } }))).MessageId;
