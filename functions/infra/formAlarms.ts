/**
 * What tells the owner that the forms need a person: an enquiry not mailed, the office inbox refusing
 * mail, the newsletter's cap reached, an enquiry nobody could receive, and any function failing.
 */
import { Duration } from 'aws-cdk-lib';
import { Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { mailEventMetrics } from '../mail-events/handler';
import { httpFunctionNames } from '../forms/answerMetrics';
import { confirmationsPerHour } from '../subscribe-newsletter/handler';
import type { SiteConfig } from './config';
import { metricNamespace } from './ownerAlerts';
import type { OwnerAlerts } from './ownerAlerts';
import type { SiteFunction } from './siteFunction';

/** An enquiry unsent this long after arriving raises the owner's alarm, read over this period. */
export const unsentAlarmMinutes = 30;
export const unsentAlarmPeriod = Duration.minutes(5);

/** Sign-ups the hourly cap queued for the next hour (a metric from the sign-up function's log). */
export const newsletterCappedMetric = 'NewsletterConfirmationsCapped';

/** The hourly cap on confirmation mails (subscribe-newsletter/handler.ts), counted from the sign-up's log. */
export function countCappedSignUps(scope: Construct, signUp: SiteFunction) {
  new MetricFilter(scope, 'NewsletterCapReached', {
    logGroup: signUp.logGroup,
    filterPattern: FilterPattern.stringValue('$.outcome', '=', 'confirmation_queued'),
    metricNamespace,
    metricName: newsletterCappedMetric,
    metricValue: '1',
  });
}

/** The owner's alarms on the forms, and one on each of `functions` failing, by name. */
export function alarmOwner(alerts: OwnerAlerts, config: SiteConfig, functions: Record<string, SiteFunction>) {
  alerts.alarm('EnquiryUnsent', {
    description: `A website enquiry has not been emailed for ${unsentAlarmMinutes} minutes: read it in the Enquiries table, and check SES.`,
    metric: new Metric({ namespace: metricNamespace, metricName: 'OldestUnsentMinutes', statistic: 'Maximum', period: unsentAlarmPeriod }),
    threshold: unsentAlarmMinutes,
    // No data means the retry did not report (it was not run, or could not read the table):
    // nobody knows that enquiries go out, which is itself worth an alert.
    treatMissingData: TreatMissingData.BREACHING,
  });
  // The retry counts, at most once a day per enquiry, those still unsent after 24 hours: each day with
  // one makes this alarm go off again (and it settles between), until the enquiry is sent or handled.
  alerts.onAnyEvent(
    'EnquiryUnsentDaily',
    'UnsentReminders',
    'A website enquiry has been unsent for more than a day. Read it in the Enquiries table and answer it by phone or email; this repeats daily until it is sent.',
  );
  // The office's mailbox refused a mail (full, deleted, or SES suppresses the address after a bounce
  // or complaint): every enquiry from now on will bounce too, and go to the alert address instead.
  alerts.onAnyEvent(
    'OfficeInboxRejecting',
    mailEventMetrics.officeRejected,
    `The office inbox (${config.contactRecipient}) refused the website's mail. Enquiries go to ${config.alertEmail} until it is fixed; check the mailbox, and the SES suppression list.`,
  );
  alerts.onAnyEvent(
    'NewsletterCap',
    newsletterCappedMetric,
    `The newsletter reached its cap of ${confirmationsPerHour} confirmation mails in an hour: someone may be signing up addresses in bulk. Sign-ups over the cap are kept, and mailed when the hour turns.`,
  );
  alerts.onAnyEvent(
    'EnquiryUndeliverable',
    mailEventMetrics.undeliverable,
    'A website enquiry reached neither the office inbox nor the alert address. It is kept in the Enquiries table (status undeliverable): read it there and answer it by phone.',
  );
  for (const [name, { fn }] of Object.entries(functions)) alerts.onErrors(name, fn);
  // A 5xx answer is a normal return, which the Errors metric never sees: each one counts on its own.
  for (const name of httpFunctionNames) alerts.onServerErrors(name);
}
