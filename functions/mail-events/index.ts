/** SES's events about the functions' mail, from the MailEvents topic (see handler.ts). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { dynamoEnquiryStore } from '../forms/enquiryStore';
import { createMailEventsHandler } from './handler';

const required = (name: string) => {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`Missing required environment variable: ${name}`);
  return value;
};

export const handler = createMailEventsHandler({
  store: dynamoEnquiryStore(new DynamoDBClient({ region: process.env.AWS_REGION }), required('ENQUIRY_TABLE')),
  log: (line) => console.log(JSON.stringify(line)),
  emit: (line) => console.log(JSON.stringify(line)),
  officeAddress: required('CONTACT_RECIPIENT'),
  alertAddress: required('ALERT_EMAIL'),
});
