// @vitest-environment node
/**
 * The office's mail about a publish whose check failed: written from what a real build of a copy with
 * a refused field printed, amid the rest of a check's output, by the command the workflow runs; sent as
 * the workflow sends it (its JSON as `aws ses send-email --cli-input-json` reads it) to the local SES
 * emulator, where it arrives in plain words with the build's own sentence.
 */
import { execFile as execFileCallback, execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSesEmulator, type SesEmulator } from '../../functions/dev/sesEmulator';
import { contentProblemsIn, failedPublishMail } from '../../functions/infra/failedPublish';
import { makeSiteCopy } from '../siteCopy';
import { siteEnv } from './infra/siteEnv';

const execFile = promisify(execFileCallback);
const root = fileURLToPath(new URL('../..', import.meta.url));

const copy = makeSiteCopy('failed-publish-');
let ses: SesEmulator;
/** What the build of the copy printed when it refused the phone number. */
let buildOutput = '';
let refused = '';

/** The first content file with a `"phone"` field, wherever the content keeps it. */
function fileWithPhone(dir: string): string {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && file.endsWith('.json') && /"phone": "/.test(readFileSync(file, 'utf8'))) return file;
  }
  throw new Error(`No content file under ${dir} has a phone number.`);
}

beforeAll(async () => {
  ses = await startSesEmulator({ port: 0 });
  const file = fileWithPhone(copy.content);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/"phone": "[^"]*"/, '"phone": "call us"'));
  buildOutput = await copy.build(['/']).then(
    () => '',
    (error: unknown) => (error as Error).message,
  );
  refused = path.relative(copy.content, file);
}, 60_000);
afterAll(async () => {
  copy.remove();
  await ses.close();
});

/** A check's log around the build's refusal: colours, the other phases, npm's own lines. */
const checkLog = (build: string) =>
  ['\u001b[1mnpm test\u001b[22m', '── typecheck ──', '', '── build ──', build, '\u001b[31mnpm error\u001b[39m Lifecycle script `test` failed with error:', 'npm error code 1'].join('\n');

const failure = {
  commit: { title: 'Update Business facts', author: 'Karen Whitaker' },
  office: 'office@example.com',
  sender: 'Ridgeway Website <website@example.com>',
  siteUrl: 'https://www.example.com',
  editorUrl: 'https://admin.example.com/admin/',
  runUrl: 'https://github.com/ridgeway-restoration/site/actions/runs/42',
};

interface StoredMail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text: string };
}

/** Sends the mail as the workflow's last step does, and reads it back from the emulator. */
async function sendAsTheWorkflowDoes(mail: SendEmailCommandInput): Promise<StoredMail> {
  const client = new SESClient({ endpoint: ses.url, region: 'us-east-1', credentials: { accessKeyId: 'ci', secretAccessKey: 'ci' } });
  await fetch(`${ses.url}/clear-store`, { method: 'POST' });
  await client.send(new SendEmailCommand(JSON.parse(JSON.stringify(mail)) as SendEmailCommandInput));
  client.destroy();
  const { emails } = (await (await fetch(`${ses.url}/store`)).json()) as { emails: StoredMail[] };
  expect(emails).toHaveLength(1);
  return emails[0] as StoredMail;
}

describe("the office's mail about a failed publish", () => {
  it("quotes the build's own sentence for the refused field, and says what to do, in plain words", async () => {
    const problems = contentProblemsIn(checkLog(buildOutput));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${refused.replaceAll('.', '\\.')}: phone: `));
    const mail = await sendAsTheWorkflowDoes(failedPublishMail({ ...failure, log: checkLog(buildOutput) }));
    expect(mail.from).toBe('Ridgeway Website <website@example.com>');
    expect(mail.destination.to).toEqual(['office@example.com']);
    expect(mail.subject).toBe('Your change to the website was not published: a field needs fixing');
    expect(mail.body.text).toBe(
      [
        'Your change to the website is not on it yet: "Update Business facts", published by Karen Whitaker.',
        '',
        'The site checks every change before it goes live, and it stopped at this:',
        '',
        `  - ${problems[0]}`,
        '',
        'The website still shows what it showed before. To fix it, open the editor, correct that field and publish again:',
        'https://admin.example.com/admin/',
        '',
        "For a developer, the check's report: https://github.com/ridgeway-restoration/site/actions/runs/42",
        '',
      ].join('\n'),
    );
    // None of the check's developer words reach the office.
    expect(mail.body.text).not.toMatch(/npm|error code|typecheck/);
    expect(mail.body.text).not.toContain('\u001b');
  });

  it('says there is nothing for the office to fix when the check stopped for another reason', async () => {
    const mail = await sendAsTheWorkflowDoes(failedPublishMail({ ...failure, log: checkLog('src/x.ts(3,1): error TS2304: Cannot find name "y".') }));
    expect(mail.subject).toBe('Your change to the website was not published yet');
    expect(mail.body.text).toContain('the check stopped for a reason outside what the editor changes. A developer has been told by GitHub; there is nothing for you to fix.');
    expect(mail.body.text).toContain('The website still shows what it showed before: https://www.example.com');
  });

  it('lists every refused field once, even when the check printed them twice', () => {
    const twice = ['The content has 2 problems (site/content/):', '  - a.json: phone: must be a phone number', '  - b.md: title: must not be empty', 'next'].join('\n');
    expect(contentProblemsIn(`${twice}\n${twice}`)).toEqual(['a.json: phone: must be a phone number', 'b.md: title: must not be empty']);
  });

  it("is written by the workflow's command from the deployment's settings and the commit being published", async () => {
    const log = path.join(copy.root, 'ci.log');
    writeFileSync(log, checkLog(buildOutput));
    const { stdout } = await execFile(path.join(root, 'node_modules/.bin/tsx'), ['functions/infra/failedPublish.ts', log], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        ...siteEnv,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'ridgeway-restoration/site',
        GITHUB_RUN_ID: '7',
      },
    });
    const mail = JSON.parse(stdout) as SendEmailCommandInput;
    const [title, author] = execFileSync('git', ['log', '-1', '--format=%s%n%an'], { cwd: root, encoding: 'utf8' }).split('\n');
    expect(mail).toMatchObject({ Source: 'Website <website@example.com>', Destination: { ToAddresses: ['office@example.com'] } });
    const text = mail.Message?.Body?.Text?.Data ?? '';
    expect(text).toContain(`"${title}", published by ${author}.`);
    expect(text).toContain(`  - ${contentProblemsIn(buildOutput)[0]}`);
    expect(text).toContain('https://admin.example.com/admin/');
    expect(text).toContain('https://github.com/ridgeway-restoration/site/actions/runs/7');
    // The mail arrives as written: what `aws ses send-email --cli-input-json` sends.
    expect((await sendAsTheWorkflowDoes(mail)).body.text).toBe(text);
  });
});
