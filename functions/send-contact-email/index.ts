import { SESClient } from '@aws-sdk/client-ses';
import { loadConfig } from './config';
import { createHandler } from './handler';
import { sesClientConfig, sesSender } from './sesSender';

const config = loadConfig(process.env);

export const handler = createHandler({
  config,
  sendEmail: sesSender(new SESClient(sesClientConfig(config))),
  log: (line) => console.log(JSON.stringify(line)),
});
