/** SES's events about the functions' mail, from the MailEvents topic (see handler.ts). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { dynamoEnquiryStore } from '../send-contact-email/enquiryStore';
import { createMailEventsHandler } from './handler';

const table = process.env.ENQUIRY_TABLE?.trim();
if (!table) throw new Error('Missing required environment variable: ENQUIRY_TABLE');

export const handler = createMailEventsHandler({
  store: dynamoEnquiryStore(new DynamoDBClient({ region: process.env.AWS_REGION }), table),
  log: (line) => console.log(JSON.stringify(line)),
});
