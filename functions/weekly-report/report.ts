/**
 * One report, from the tables to the mail: read the days it needs, work out the figures, draw the
 * chart and send the mail. The scheduled function (index.ts) and `npm run report` (cli.ts) both run it,
 * with their own clients.
 */
import type { CounterStore } from '../count-visits/counterStore';
import { addDays, dayOf } from '../count-visits/counters';
import { chartPng } from './chart';
import { reportMail, rawReportMail } from './email';
import { daysNeeded, figuresOf, type Figures } from './figures';

export interface ReportSources {
  counters: CounterStore;
  enquiriesByDay: () => Promise<ReadonlyMap<string, number>>;
  signUpsByDay: () => Promise<ReadonlyMap<string, number>>;
}

export async function buildFigures(sources: ReportSources, options: { last: string; days: number }): Promise<Figures> {
  const [counted, enquiries, signUps] = await Promise.all([
    sources.counters.read(daysNeeded(options.last, options.days)),
    sources.enquiriesByDay(),
    sources.signUpsByDay(),
  ]);
  return figuresOf({ ...options, counted, enquiriesByDay: enquiries, signUpsByDay: signUps });
}

/** The week the Monday mail is about: the seven days up to yesterday, in New York. */
export const lastFullWeek = (now: number) => ({ last: addDays(dayOf(now), -1), days: 7 });

export interface MailSettings {
  siteName: string;
  from: string;
  to: readonly string[];
  /** Sends a whole MIME message (SES `SendRawEmail`); resolves to its message id. */
  sendRaw: (message: Buffer) => Promise<string | undefined>;
}

export async function mailReport(figures: Figures, settings: MailSettings): Promise<{ messageId: string | undefined; subject: string; chart: Buffer }> {
  const chart = await chartPng(figures.daily);
  const mail = reportMail(figures, { siteName: settings.siteName, from: settings.from, to: settings.to, chart });
  const messageId = await settings.sendRaw(rawReportMail(mail, `${figures.period.last}-${chart.byteLength}`));
  return { messageId, subject: mail.subject, chart };
}
