/**
 * What the forms keep: the enquiries (kept before they are mailed, so none is lost), the newsletter's
 * subscribers, and the key that signs the links in newsletter mails.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { unsentIndex } from '../forms/enquiryStore';
import { confirmationQueue } from '../subscribe-newsletter/subscriberStore';

/** The tables and the signing key, made in `scope` (their logical ids follow its path). */
export function createFormStores(scope: Construct) {
  const enquiries = new Table(scope, 'Enquiries', {
    partitionKey: { name: 'id', type: AttributeType.STRING },
    billingMode: BillingMode.PAY_PER_REQUEST,
    encryption: TableEncryption.AWS_MANAGED,
    // Deleted by DynamoDB once the retention period (contract/forms.ts: enquiryRetentionDays) has passed
    // since it was sent: only a sent enquiry has the attribute, so an unsent one is never deleted.
    timeToLiveAttribute: 'expiresAt',
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    // Visitors' messages outlive a mistaken stack deletion.
    removalPolicy: RemovalPolicy.RETAIN,
  });
  // Sparse: only enquiries not sent yet carry its key, so the retry's Query reads just those.
  enquiries.addGlobalSecondaryIndex({
    indexName: unsentIndex.name,
    partitionKey: { name: unsentIndex.partitionKey, type: AttributeType.STRING },
    sortKey: { name: unsentIndex.sortKey, type: AttributeType.NUMBER },
  });
  // The newsletter list: an address stays until it unsubscribes, then is kept only as unsubscribed.
  const subscribers = new Table(scope, 'Subscribers', {
    partitionKey: { name: 'email', type: AttributeType.STRING },
    // Only a pending sign-up (and the hourly counters) carries it: deleted 30 days after its last
    // confirmation mail (the counters after a day).
    timeToLiveAttribute: 'expiresAt',
    billingMode: BillingMode.PAY_PER_REQUEST,
    encryption: TableEncryption.AWS_MANAGED,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    removalPolicy: RemovalPolicy.RETAIN,
  });
  // Sparse: only a sign-up whose confirmation mail waits for the next hour carries its key.
  subscribers.addGlobalSecondaryIndex({
    indexName: confirmationQueue.name,
    partitionKey: { name: confirmationQueue.partitionKey, type: AttributeType.STRING },
    sortKey: { name: confirmationQueue.sortKey, type: AttributeType.NUMBER },
  });
  // `{ id, key }`: links carry the id, so a rotation breaks none signed with the key it retires.
  const signingKey = new Secret(scope, 'NewsletterSigningKey', {
    description: 'Signs the confirm and unsubscribe links in newsletter mails',
    generateSecretString: {
      secretStringTemplate: JSON.stringify({ id: 'k1' }),
      generateStringKey: 'key',
      passwordLength: 48,
      excludePunctuation: true,
    },
  });
  return { enquiries, subscribers, signingKey };
}
