/**
 * Every answer an HTTP function gives is a metric, from its own log line: CloudWatch's embedded metric
 * format turns the line into `Answers` per function and outcome, and `ServerErrorAnswers` per function
 * (status 500 and above), with no SDK call and no second line. A 502 or 503 is answered normally, so
 * Lambda's own Errors metric never sees it; the owner's alarm watches `ServerErrorAnswers` instead
 * (functions/infra/ownerAlerts.ts).
 */
import { metricNamespace } from '../retry-enquiries/pass';
import type { LogLine } from './logLine';

/** The functions that answer HTTP requests, by the name their metrics carry (the stack's construct ids). */
export const httpFunctionNames = ['SendContactEmail', 'SubscribeNewsletter', 'NewsletterLinks', 'PhotoUpload'] as const;
export type HttpFunctionName = (typeof httpFunctionNames)[number];

export const answerMetrics = { answers: 'Answers', serverErrors: 'ServerErrorAnswers' } as const;

export type MeasuredLine = LogLine & {
  _aws: { Timestamp: number; CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
  Function: HttpFunctionName;
  Outcome: LogLine['outcome'];
  Answers: 1;
  ServerErrorAnswers: 0 | 1;
};

export function withAnswerMetrics(fn: HttpFunctionName, line: LogLine, timestamp: number): MeasuredLine {
  return {
    _aws: {
      Timestamp: timestamp,
      CloudWatchMetrics: [
        { Namespace: metricNamespace, Dimensions: [['Function', 'Outcome']], Metrics: [{ Name: answerMetrics.answers, Unit: 'Count' }] },
        { Namespace: metricNamespace, Dimensions: [['Function']], Metrics: [{ Name: answerMetrics.serverErrors, Unit: 'Count' }] },
      ],
    },
    Function: fn,
    Outcome: line.outcome,
    Answers: 1,
    ServerErrorAnswers: line.status >= 500 ? 1 : 0,
    ...line,
  };
}

/** The log of a deployed HTTP function: one JSON line per request, its metrics in it. */
export const measuredLog =
  (fn: HttpFunctionName, write: (text: string) => void = console.log, clock: () => number = Date.now) =>
  (line: LogLine) =>
    write(JSON.stringify(withAnswerMetrics(fn, line, clock())));
