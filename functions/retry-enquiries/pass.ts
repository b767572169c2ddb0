/**
 * One run of the retry function, apart from its AWS clients so the tests can run it: a deadline taken
 * from the time Lambda has left, every enquiry on its own, and the metrics written whatever happens.
 */
import type { Deadline, RetrySummary } from '../forms/delivery';
import { deadlineIn, retryUnsent } from '../forms/delivery';
import type { EnquiryStore } from '../forms/enquiryStore';
import type { SendEmail } from '../forms/handler';

export const metricNamespace = 'SiteForms';

/** The part of Lambda's context the pass reads. */
export interface LambdaContext {
  getRemainingTimeInMillis: () => number;
}

/** Time kept back from the deadline to write the metrics and return before Lambda stops the function. */
export const retryMarginMs = 10_000;

export interface RetryPassDeps {
  store: EnquiryStore;
  sendEmail: SendEmail;
  context: LambdaContext;
  emit: (line: Record<string, unknown>) => void;
  now?: () => number;
  /** @default retryMarginMs */
  marginMs?: number;
}

/** One embedded-metric-format line: CloudWatch turns its numbers into the metrics the alarms watch. */
export function metricLine(summary: Partial<RetrySummary>, error: string | undefined, timestamp: number): Record<string, unknown> {
  const metrics = [
    // Missing when the pass could not read the table: the unsent alarm treats missing data as breaching.
    ...(summary.oldestUnsentMinutes === undefined ? [] : [{ Name: 'OldestUnsentMinutes', Unit: 'None' }]),
    { Name: 'RetrySent', Unit: 'Count' },
    { Name: 'RetryFailed', Unit: 'Count' },
    { Name: 'UnsentReminders', Unit: 'Count' },
    { Name: 'RetryPassErrors', Unit: 'Count' },
  ];
  return {
    _aws: { Timestamp: timestamp, CloudWatchMetrics: [{ Namespace: metricNamespace, Dimensions: [[]], Metrics: metrics }] },
    ...(summary.oldestUnsentMinutes === undefined ? {} : { OldestUnsentMinutes: summary.oldestUnsentMinutes }),
    RetrySent: summary.sent ?? 0,
    RetryFailed: summary.failed ?? 0,
    UnsentReminders: summary.reminders ?? 0,
    RetryPassErrors: error === undefined ? 0 : 1,
    due: summary.due ?? 0,
    deferred: summary.deferred ?? 0,
    ...(error === undefined ? {} : { error }),
  };
}

export async function retryPass(deps: RetryPassDeps): Promise<Partial<RetrySummary>> {
  const now = deps.now ?? Date.now;
  const deadline: Deadline & { stop: () => void } = deadlineIn(deps.context.getRemainingTimeInMillis() - (deps.marginMs ?? retryMarginMs));
  let summary: Partial<RetrySummary> = {};
  let error: string | undefined;
  try {
    summary = await retryUnsent(deps.store, deps.sendEmail, now, deadline);
  } catch (caught) {
    error = caught instanceof Error ? caught.name : typeof caught;
  } finally {
    deadline.stop();
    deps.emit(metricLine(summary, error, now()));
  }
  return summary;
}
