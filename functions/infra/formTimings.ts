/**
 * The forms' clocks, apart from the constructs that use them so the tests and the alarms read the
 * same values: how long each function may run, how often the scheduled ones run, and how long SES's
 * events wait before they count as lost.
 */
import { Duration } from 'aws-cdk-lib';

/** Room for the SES client's three attempts of at most ~4 s each, well inside API Gateway's 30 s. */
export const functionTimeout = Duration.seconds(15);

/**
 * The retry's own timeout: minutes, so a pass with many due enquiries and a slow SES still ends by
 * its deadline (the time Lambda says is left, less a margin) and writes its metrics.
 */
export const retryTimeout = Duration.minutes(4);

/**
 * How often the retry runs: an enquiry whose send found SES unreachable is tried again at the next
 * pass (forms/delivery.ts), so it goes out within a minute of SES being back. A pass with nothing due is one
 * Query on an empty index.
 */
export const retrySchedule = Duration.minutes(1);

/** How often the newsletter links' signing key is replaced; links signed with the one before still work. */
export const signingKeyRotation = Duration.days(180);

/** How often the queue of sign-ups held back by the hourly cap is looked at: their mails go out this soon after the hour. */
export const newsletterQueueSchedule = Duration.minutes(5);

/**
 * SES's events wait in a queue for the recording function; one it fails on is received again after
 * this long, and after `mailEventReceives` receives it moves to the dead-letter queue, kept 14 days
 * (SQS's longest), from which it is replayed (docs/deploy.md).
 */
export const mailEventVisibility = Duration.seconds(90);
export const mailEventReceives = 5;
