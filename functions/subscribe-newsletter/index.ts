import { SESClient } from '@aws-sdk/client-ses';
import { loadConfig } from '../send-contact-email/config';
import { sesClientConfig, sesSender } from '../send-contact-email/sesSender';
import { createHandler } from './handler';

const config = loadConfig(process.env);

export const handler = createHandler({
  config,
  sendEmail: sesSender(new SESClient(sesClientConfig(config)), config.configurationSet),
  log: (line) => console.log(JSON.stringify(line)),
});
