/**
 * The weekly mail: a short HTML page the owner reads on a phone (tables, inline styles, the chart as
 * an inline PNG), with the same figures as text for mail programs that show no HTML, as one raw MIME
 * message for SES. Pure. Everything from a visitor that reaches the HTML (a not-found path) goes
 * through `escapeHtml`, in this one module.
 */
import { headerText, mimeMessage, textPart } from '../forms/mime';
import type { Figures } from './figures';
import { chartColours, chartSize } from './chart';
import { reportText } from './text';
import { change, channelName, headline, kindNames, languageNames, periodName, placeNames, speedSentence } from './words';

export interface ReportMail {
  from: string;
  to: readonly string[];
  subject: string;
  html: string;
  text: string;
  chart: Buffer;
}

/** The chart's Content-ID, which the HTML's `<img src="cid:…">` names. */
export const chartContentId = 'chart@weekly-report';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const cellStyle = 'padding:4px 8px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top';
const numberStyle = `${cellStyle};text-align:right;white-space:nowrap`;

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '<p style="margin:4px 0;color:#4b5563">None this week.</p>';
  const th = head.map((name, index) => `<th style="${index === 0 ? cellStyle : numberStyle};font-weight:600">${escapeHtml(name)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${row.map((value, index) => `<td style="${index === 0 ? cellStyle : numberStyle}">${escapeHtml(value)}</td>`).join('')}</tr>`)
    .join('');
  return `<table role="presentation" style="border-collapse:collapse;width:100%;font-size:14px"><tr>${th}</tr>${body}</table>`;
}

const section = (title: string, content: string) => `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(title)}</h2>${content}`;

const swatch = (colour: string, label: string) =>
  `<span style="display:inline-block;width:12px;height:12px;background:${colour};margin:0 4px 0 12px;vertical-align:middle"></span>${escapeHtml(label)}`;

export function reportSubject(figures: Figures, siteName: string): string {
  return `${siteName} website, ${periodName(figures.period)}: ${headline(figures)}`;
}

export function reportHtml(figures: Figures, siteName: string): string {
  const { current, previous } = figures.totals;
  const big = (label: string, now: number, before: number) =>
    `<td style="padding:8px;text-align:center;width:25%"><div style="font-size:28px;font-weight:700">${now}</div><div style="font-size:13px">${escapeHtml(label)}</div><div style="font-size:12px;color:#4b5563">${escapeHtml(change(now, before))}</div></td>`;
  const pageRows = (kindFilter: (kind: string) => boolean) =>
    figures.pages
      .filter((page) => kindFilter(page.kind))
      .slice(0, 15)
      .map((page) => [page.path, String(page.views), String(page.visits), String(page.calls), String(page.messages)]);
  const speedRows = figures.speed
    .filter((row) => row.vital === 'lcp')
    .map((row) => [`${kindNames[row.kind] ?? row.kind}`, speedSentence(row)]);
  const slowRows = figures.speed.filter((row) => row.vital !== 'lcp' && row.rating75 !== 'good').map((row) => [`${kindNames[row.kind] ?? row.kind}`, speedSentence(row)]);
  const daysShown = figures.daily.length;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(reportSubject(figures, siteName))}</title></head>
<body style="margin:0;padding:16px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111827;background:#ffffff">
<div style="max-width:600px;margin:0 auto">
<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(siteName)}: the website this week</h1>
<p style="margin:0 0 12px;color:#4b5563">${escapeHtml(periodName(figures.period))}, against the week before (${escapeHtml(periodName(figures.previousPeriod))}).</p>
<table role="presentation" style="border-collapse:collapse;width:100%;background:#f3f4f6"><tr>${big('visits', current.visits, previous.visits)}${big('call taps', current.calls, previous.calls)}${big('messages', current.messages, previous.messages)}${big('newsletter sign-ups', current.signUps, previous.signUps)}</tr></table>
<p style="font-size:13px;color:#4b5563;margin:8px 0 0">A visit is someone arriving from outside the site (a search, a link, typed in). Messages and sign-ups are the ones the office received. A call tap is a press on a phone number; the call itself is not seen.</p>
${section(`Visits, call taps and messages per day, last ${daysShown / 7} weeks`, `<img src="cid:${chartContentId}" width="${chartSize.shownWidth}" alt="${escapeHtml(`Chart per day over ${daysShown / 7} weeks. This week: ${headline(figures)}.`)}" style="display:block;width:100%;max-width:${chartSize.shownWidth}px;height:auto"><p style="font-size:13px;margin:4px 0">${swatch(chartColours.visits, 'visits (bars)')}${swatch(chartColours.calls, 'call taps (line, dots)')}${swatch(chartColours.messages, 'messages (dashed, squares)')}</p>`)}
${section('Where visits came from', table(['Channel', 'This week', 'Week before'], figures.channels.map((row) => [channelName(row.channel, row.source), String(row.visits), String(row.previous)])))}
${section('English and Spanish', table(['', 'Views', 'Visits', 'Call taps'], figures.languages.map((row) => [languageNames[row.lang] ?? row.lang, `${row.current.views} (${row.previous.views})`, `${row.current.visits} (${row.previous.visits})`, `${row.current.calls} (${row.previous.calls})`])))}
<p style="font-size:12px;color:#4b5563;margin:4px 0">In brackets: the week before.</p>
${section('Pages', table(['Page', 'Views', 'Visits', 'Call taps', 'Messages'], pageRows((kind) => kind !== 'cityService')))}
${section('City pages', table(['Page', 'Views', 'Visits', 'Call taps', 'Messages'], pageRows((kind) => kind === 'cityService')))}
${section('Where call links were tapped', table(['Place on the page', 'Taps'], figures.callPlaces.map((row) => [placeNames[row.place] ?? row.place, String(row.calls)])))}
${section("Speed on visitors' own phones and computers", `${table(['Pages', 'How fast'], speedRows)}${slowRows.length > 0 ? `<p style="margin:8px 0 4px">To look at:</p>${table(['Pages', ''], slowRows)}` : ''}<p style="font-size:12px;color:#4b5563;margin:4px 0">"Fast" is Google's "good": the page's main content shown within 2.5 seconds.</p>`)}
${section('Addresses that found no page', `${table(['Address', 'Views'], figures.notFound.map((row) => [row.path, String(row.views)]))}<p style="font-size:12px;color:#4b5563;margin:4px 0">Usually an old or mistyped link on another site: a developer can send it to the right page.</p>`)}
<p style="font-size:12px;color:#4b5563;margin:24px 0 0">Counted without cookies and without telling one visitor from another; visitors whose browser asks not to be tracked are not counted, nor are search engines' robots. Sent every Monday morning by the website.</p>
</div></body></html>`;
}

/** The whole mail as one MIME message: text and HTML alternatives, the HTML with its chart inline. */
export function rawReportMail(mail: ReportMail, boundarySeed = 'weekly-report'): Buffer {
  return mimeMessage([`From: ${mail.from}`, `To: ${mail.to.join(', ')}`, `Subject: ${headerText(mail.subject)}`], {
    multipart: 'alternative',
    boundary: `alt-${boundarySeed}`,
    parts: [
      textPart(mail.text),
      {
        multipart: 'related',
        boundary: `rel-${boundarySeed}`,
        parts: [
          textPart(mail.html, 'html'),
          { type: 'image/png', headers: [`Content-ID: <${chartContentId}>`, 'Content-Disposition: inline; filename="visits-calls-messages.png"'], content: mail.chart },
        ],
      },
    ],
  });
}

export function reportMail(figures: Figures, options: { siteName: string; from: string; to: readonly string[]; chart: Buffer }): ReportMail {
  return {
    from: options.from,
    to: options.to,
    subject: reportSubject(figures, options.siteName),
    html: reportHtml(figures, options.siteName),
    text: reportText(figures),
    chart: options.chart,
  };
}
