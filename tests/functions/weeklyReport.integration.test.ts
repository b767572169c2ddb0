// @vitest-environment node
/**
 * The weekly mail from seeded tables in dynalite, sent into the SES emulator: its figures are the
 * tables', its chart is a PNG of the size the mail shows, and it arrives whole (text, HTML, the chart
 * inline).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESClient } from '@aws-sdk/client-ses';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoCounterStore } from '../../functions/count-visits/counterStore';
import { addDays, type Counter } from '../../functions/count-visits/counters';
import { ensureEnquiryTable, ensureSubscriberTable, localDynamoClient, startLocalDynamo, type LocalDynamo } from '../../functions/dev/localDynamo';
import { startSesEmulator, type SesEmulator } from '../../functions/dev/sesEmulator';
import { counterTableName, ensureCounterTable } from '../../functions/dev/visitCounts';
import { chartContentId } from '../../functions/weekly-report/email';
import type { Figures } from '../../functions/weekly-report/figures';
import { buildFigures, lastFullWeek, mailReport } from '../../functions/weekly-report/report';
import { sesRawSender } from '../../functions/weekly-report/sesRaw';
import { enquiriesByDay, signUpsByDay } from '../../functions/weekly-report/sources';

/** Monday 2026-11-23, 07:00 in New York: the mail is about Monday 16 to Sunday 22. */
const monday = Date.parse('2026-11-23T12:00:00Z');
const week = lastFullWeek(monday);
const city = { path: '/water-damage-restoration-snellville-ga', lang: 'en', kind: 'cityService' } as const;
const spanishCity = { path: '/es/restauracion-de-danos-por-agua-snellville-ga', lang: 'es', kind: 'cityService' } as const;
const home = { path: '/', lang: 'en', kind: 'home' } as const;

let dynamo: LocalDynamo;
let ses: SesEmulator;
let figures: Figures;
const client = () => localDynamoClient(dynamo.url);

/** Adds `times` to a counter on a day, through the store the endpoint writes with. */
async function seed(day: string, counter: Counter, times: number) {
  const store = dynamoCounterStore(client(), counterTableName);
  for (let index = 0; index < times; index += 1) await store.add(day, [counter]);
}

beforeAll(async () => {
  dynamo = await startLocalDynamo({ host: '127.0.0.1' });
  ses = await startSesEmulator({ port: 0 });
  const db = client();
  await ensureCounterTable(db);
  await ensureEnquiryTable(db, 'enquiries');
  await ensureSubscriberTable(db, 'subscribers');
  // This week (16-22): 5 visits from Google to the city page, 2 from the profile link, 3 direct to
  // home; 1 Spanish visit. The week before: 4 visits.
  await seed('2026-11-16', { type: 'visit', ...city, channel: 'search', source: 'google', medium: '-', campaign: '-' }, 5);
  await seed('2026-11-18', { type: 'visit', ...city, channel: 'campaign', source: 'gbp', medium: 'listing', campaign: 'profile' }, 2);
  await seed('2026-11-22', { type: 'visit', ...home, channel: 'direct', source: '-', medium: '-', campaign: '-' }, 3);
  await seed('2026-11-20', { type: 'visit', ...spanishCity, channel: 'search', source: 'google', medium: '-', campaign: '-' }, 1);
  await seed('2026-11-12', { type: 'visit', ...home, channel: 'search', source: 'bing', medium: '-', campaign: '-' }, 4);
  await seed('2026-11-16', { type: 'view', ...city, device: 'phone' }, 9);
  await seed('2026-11-17', { type: 'view', ...home, device: 'desktop' }, 6);
  await seed('2026-11-20', { type: 'view', ...spanishCity, device: 'phone' }, 2);
  await seed('2026-11-16', { type: 'call', ...city, place: 'emergency-banner' }, 3);
  await seed('2026-11-21', { type: 'call', ...spanishCity, place: 'header' }, 1);
  await seed('2026-11-10', { type: 'call', ...home, place: 'hero' }, 2);
  await seed('2026-11-16', { type: 'message', ...city }, 1);
  await seed('2026-11-19', { type: 'notFound', path: '/old-flood-page' }, 4);
  await seed('2026-11-19', { type: 'speed', kind: 'cityService', device: 'phone', vital: 'lcp', rating: 'good' }, 23);
  await seed('2026-11-19', { type: 'speed', kind: 'cityService', device: 'phone', vital: 'lcp', rating: 'needs-improvement' }, 2);
  // Outside both weeks: on the chart only.
  await seed('2026-10-01', { type: 'visit', ...home, channel: 'direct', source: '-', medium: '-', campaign: '-' }, 7);
  // Enquiries as the contact function stores them: two this week (one at 23:30 on Sunday in New York,
  // already Monday in UTC), one the week before.
  const documents = DynamoDBDocumentClient.from(db);
  for (const [id, receivedAt] of [
    ['a', '2026-11-17T15:00:00.000Z'],
    ['b', '2026-11-23T04:30:00.000Z'],
    ['c', '2026-11-11T15:00:00.000Z'],
  ]) {
    await documents.send(new PutCommand({ TableName: 'enquiries', Item: { id, receivedAt, status: 'sent', attempts: 1, nextAttemptAt: 0, leaseUntil: 0, email: {} } }));
  }
  for (const [email, status, confirmedAt] of [
    ['one@example.org', 'confirmed', '2026-11-18T12:00:00.000Z'],
    ['two@example.org', 'pending', undefined],
    ['three@example.org', 'confirmed', '2026-11-01T12:00:00.000Z'],
  ]) {
    await documents.send(new PutCommand({ TableName: 'subscribers', Item: { email, status, language: 'en', signedUpAt: '2026-11-01T00:00:00.000Z', ...(confirmedAt ? { confirmedAt } : {}) } }));
  }
  figures = await buildFigures(
    {
      counters: dynamoCounterStore(db, counterTableName),
      enquiriesByDay: () => enquiriesByDay(db, 'enquiries'),
      signUpsByDay: () => signUpsByDay(db, 'subscribers'),
    },
    week,
  );
}, 60_000);

afterAll(async () => {
  await ses?.close();
  await dynamo?.close();
});

describe('the weekly figures', () => {
  it('cover last week, Monday to Sunday in New York, against the week before', () => {
    expect(figures.period).toEqual({ first: '2026-11-16', last: '2026-11-22' });
    expect(figures.previousPeriod).toEqual({ first: '2026-11-09', last: '2026-11-15' });
  });

  it('total what the tables hold: messages and sign-ups from their own tables', () => {
    expect(figures.totals.current).toEqual({ views: 17, visits: 11, calls: 4, messages: 2, signUps: 1 });
    expect(figures.totals.previous).toEqual({ views: 0, visits: 4, calls: 2, messages: 1, signUps: 0 });
  });

  it('split visits by channel, pages by language, and list city pages, places, speed and 404s', () => {
    expect(figures.channels).toEqual([
      { channel: 'search', source: 'google', visits: 6, previous: 0 },
      { channel: 'direct', source: '-', visits: 3, previous: 0 },
      { channel: 'campaign', source: 'gbp', visits: 2, previous: 0 },
      { channel: 'search', source: 'bing', visits: 0, previous: 4 },
    ]);
    expect(figures.languages).toEqual([
      { lang: 'en', current: { views: 15, visits: 10, calls: 3 }, previous: { views: 0, visits: 4, calls: 2 } },
      { lang: 'es', current: { views: 2, visits: 1, calls: 1 }, previous: { views: 0, visits: 0, calls: 0 } },
    ]);
    expect(figures.pages.find((page) => page.path === city.path)).toEqual({ ...city, views: 9, visits: 7, calls: 3, messages: 1, signUps: 0 });
    expect(figures.callPlaces).toEqual([
      { place: 'emergency-banner', calls: 3 },
      { place: 'header', calls: 1 },
    ]);
    expect(figures.speed).toEqual([
      expect.objectContaining({ kind: 'cityService', device: 'phone', vital: 'lcp', total: 25, goodShare: 0.92, rating75: 'good' }),
    ]);
    expect(figures.notFound).toEqual([{ path: '/old-flood-page', views: 4 }]);
  });

  it('print as CSV, one figure a row, a formula never read as one', async () => {
    const { reportCsv } = await import('../../functions/weekly-report/text');
    const csv = reportCsv(figures).split('\r\n');
    expect(csv[0]).toBe('section,item,detail,2026-11-16..2026-11-22,2026-11-09..2026-11-15');
    expect(csv).toContain('total,visits,,11,4');
    expect(csv).toContain('channel,campaign,gbp,2,0');
    expect(csv).toContain('speed,cityService phone lcp,good,23,');
    expect(reportCsv({ ...figures, notFound: [{ path: '=HYPERLINK("x")', views: 1 }] })).toContain(`not_found,"'=HYPERLINK(""x"")",,1,`);
  });

  it('give the chart eight weeks of days, the Sunday-night enquiry on Sunday', () => {
    expect(figures.daily).toHaveLength(56);
    expect(figures.daily[0]?.day).toBe(addDays('2026-11-22', -55));
    expect(figures.daily.find((day) => day.day === '2026-10-01')?.visits).toBe(7);
    expect(figures.daily.find((day) => day.day === '2026-11-22')).toEqual({ day: '2026-11-22', visits: 3, calls: 0, messages: 1 });
  });
});

describe('the weekly mail', () => {
  it('arrives in the SES emulator with its figures, in words, and the chart inline as a PNG', async () => {
    const sesClient = new SESClient({ region: 'us-east-1', endpoint: ses.url, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const sent = await mailReport(figures, {
      siteName: 'Ridgeway Water Restoration',
      from: 'website@example.com',
      to: ['office@example.com', 'owner@example.net'],
      sendRaw: sesRawSender(sesClient),
    });
    sesClient.destroy();

    // The chart: a PNG, 1200 by 520 (shown at 600 wide), a few KB.
    expect(sent.chart.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const meta = await sharp(sent.chart).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 520]);
    expect(sent.chart.byteLength).toBeLessThan(40_000);
    // Kept for looking at it, and for the forms doc's picture.
    const out = fileURLToPath(new URL('../../.dist-e2e/weekly-mail/', import.meta.url));
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'chart.png'), sent.chart);

    const { emails } = (await (await fetch(`${ses.url}/store`)).json()) as {
      emails: { messageId: string; subject: string; destination: { to: string[] }; body: { text?: string; html?: string }; attachments?: { contentId?: string; contentType?: string; content: string }[] }[];
    };
    const mail = emails.find((email) => email.messageId === sent.messageId);
    expect(mail?.subject).toBe('Ridgeway Water Restoration website, Nov 16 to Nov 22: 11 visits, 4 call taps, 2 messages');
    // The emulator keeps the To header as written: one line naming both.
    expect(mail?.destination.to.join(', ')).toBe('office@example.com, owner@example.net');
    expect(mail?.body.text).toContain('Visits:              11 (up 7 from 4)');
    expect(mail?.body.text).toContain('Messages received:   2 (up 1 from 1)');
    expect(mail?.body.text).toContain('Search engines: Google: 6 (up 6 from 0)');
    expect(mail?.body.text).toContain('City pages: Loads fast on 92% of phone views (25 measured)');
    expect(mail?.body.text).toContain('/old-flood-page: 4');
    expect(mail?.body.html).toContain('Loads fast on 92% of phone views');
    const inline = mail?.attachments?.find((attachment) => attachment.contentId === `<${chartContentId}>`);
    expect(inline?.contentType).toBe('image/png');
    expect(Buffer.from(inline?.content ?? '', 'base64').equals(sent.chart)).toBe(true);
    writeFileSync(path.join(out, 'mail.html'), mail?.body.html ?? '');
  });

  it('escapes what a stranger put in a not-found path', async () => {
    const { reportHtml } = await import('../../functions/weekly-report/email');
    const html = reportHtml({ ...figures, notFound: [{ path: '/<img src=x onerror=alert(1)>', views: 1 }] }, 'Site');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('/&#60;img src=x onerror=alert(1)&#62;');
  });
});
