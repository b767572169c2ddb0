/**
 * The figures as plain text (the mail's text part and `npm run report`) and as CSV
 * (`npm run report -- --csv`). Pure.
 */
import type { Figures } from './figures';
import { change, channelName, dayName, headline, kindNames, languageNames, periodName, placeNames, ratingWords, speedSentence, vitalName } from './words';

const totalLines = (figures: Figures) => {
  const { current, previous } = figures.totals;
  return [
    `Visits:              ${current.visits} (${change(current.visits, previous.visits)})`,
    `Call taps:           ${current.calls} (${change(current.calls, previous.calls)})`,
    `Messages received:   ${current.messages} (${change(current.messages, previous.messages)})`,
    `Newsletter sign-ups: ${current.signUps} (${change(current.signUps, previous.signUps)})`,
    `Pages viewed:        ${current.views} (${change(current.views, previous.views)})`,
  ];
};

export function reportText(figures: Figures, options: { pageLimit?: number } = {}): string {
  const limit = options.pageLimit ?? 15;
  const pages = figures.pages.filter((page) => page.kind !== 'cityService').slice(0, limit);
  const cityPages = figures.pages.filter((page) => page.kind === 'cityService');
  const pageLine = (page: Figures['pages'][number]) =>
    `  ${page.path}  ${page.views} views, ${page.visits} visits, ${page.calls} call taps${page.messages ? `, ${page.messages} messages` : ''}${page.signUps ? `, ${page.signUps} sign-ups` : ''}`;
  const lines = [
    `Website report, ${periodName(figures.period)} (against ${periodName(figures.previousPeriod)})`,
    headline(figures),
    '',
    ...totalLines(figures),
    '',
    'Where visits came from:',
    ...(figures.channels.length === 0 ? ['  no visits yet'] : figures.channels.map((row) => `  ${channelName(row.channel, row.source)}: ${row.visits} (${change(row.visits, row.previous)})`)),
    '',
    'English and Spanish:',
    ...(figures.languages.length === 0 ? ['  no views yet'] : []),
    ...figures.languages.map(
      (row) => `  ${languageNames[row.lang] ?? row.lang}: ${row.current.views} views, ${row.current.visits} visits, ${row.current.calls} call taps (views ${change(row.current.views, row.previous.views)})`,
    ),
    '',
    'Pages:',
    ...(pages.length === 0 ? ['  none viewed'] : pages.map(pageLine)),
    '',
    'City pages:',
    ...(cityPages.length === 0 ? ['  none viewed'] : cityPages.map(pageLine)),
    '',
    'Where call links were tapped:',
    ...(figures.callPlaces.length === 0 ? ['  no call taps'] : figures.callPlaces.map((row) => `  ${placeNames[row.place] ?? row.place}: ${row.calls}`)),
    '',
    "Speed on visitors' own phones and computers:",
    ...(figures.speed.length === 0
      ? ['  nothing measured yet']
      : figures.speed.map((row) => `  ${kindNames[row.kind] ?? row.kind}: ${speedSentence(row)}; 75th percentile ${ratingWords[row.rating75]} (${vitalName(row)})`)),
    '',
    'Addresses that found no page (from links elsewhere, or typed):',
    ...(figures.notFound.length === 0 ? ['  none'] : figures.notFound.map((row) => `  ${row.path}: ${row.views}`)),
    '',
    'Per day (visits / call taps / messages):',
    ...figures.daily.filter((row) => row.day >= figures.period.first).map((row) => `  ${dayName(row.day)}: ${row.visits} / ${row.calls} / ${row.messages}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** One CSV cell: quoted when it must be, and never read as a formula by a spreadsheet. */
function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** `section,item,detail,current,previous`: every figure of the report, one per row. */
export function reportCsv(figures: Figures): string {
  const rows: (string | number)[][] = [['section', 'item', 'detail', figures.period.first + '..' + figures.period.last, figures.previousPeriod.first + '..' + figures.previousPeriod.last]];
  const { current, previous } = figures.totals;
  for (const key of ['visits', 'calls', 'messages', 'signUps', 'views'] as const) rows.push(['total', key, '', current[key], previous[key]]);
  for (const row of figures.channels) rows.push(['channel', row.channel, row.source, row.visits, row.previous]);
  for (const row of figures.languages) for (const key of ['views', 'visits', 'calls'] as const) rows.push(['language', row.lang, key, row.current[key], row.previous[key]]);
  for (const page of figures.pages) for (const key of ['views', 'visits', 'calls', 'messages', 'signUps'] as const) rows.push(['page', page.path, key, page[key], '']);
  for (const row of figures.callPlaces) rows.push(['call_place', row.place, '', row.calls, '']);
  for (const row of figures.speed) for (const rating of ['good', 'needs-improvement', 'poor'] as const) rows.push(['speed', `${row.kind} ${row.device} ${row.vital}`, rating, row.counts[rating], '']);
  for (const row of figures.notFound) rows.push(['not_found', row.path, '', row.views, '']);
  for (const row of figures.daily) for (const key of ['visits', 'calls', 'messages'] as const) rows.push(['day', row.day, key, row[key], '']);
  return rows.map((row) => `${row.map(cell).join(',')}\r\n`).join('');
}
