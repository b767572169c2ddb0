/**
 * The office's mail when a publish from the editor does not go live because the site's checks
 * stopped: in plain words, with the build's own sentence for each field it refused, so the person who
 * published can fix it without a developer. GitHub mails only the one who published, in developer words.
 *
 * The publishing workflow (.github/workflows/publish.yml) runs this after failed checks, with what they
 * printed (`node_modules/.bin/tsx functions/infra/failedPublish.ts ci.log > failed-publish.json`); another job, holding the
 * content role (publishRole.ts), sends the result as it is with `aws ses send-email --cli-input-json`.
 * The role may send only from the site's sender to the office inbox.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import { editorPrefix } from './cleanUrls';
import { ConfigError, loadSiteConfig } from './config';
import { isStartedScript } from '../dev/startedScript';

/** What the build prints before its list of content problems (site/scripts/build.ts). */
const problemsHeading = /^The content has (?:a problem|\d+ problems) \(site\/content\/\):$/;
// Colours a terminal would show: the log keeps their escape codes.
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The build's own sentences, one per field it refused, from what the checks printed; none if it stopped for another reason. */
export function contentProblemsIn(log: string): string[] {
  const lines = log.replace(ansi, '').split(/\r?\n/);
  const problems = new Set<string>();
  lines.forEach((line, index) => {
    if (!problemsHeading.test(line.trim())) return;
    for (const item of lines.slice(index + 1)) {
      const problem = /^\s+- (.+)$/.exec(item)?.[1];
      if (problem === undefined) break;
      problems.add(problem.trim());
    }
  });
  return [...problems];
}

export interface FailedPublish {
  /** What the checks printed. */
  log: string;
  /** The commit that did not go live: its first line and its author. */
  commit: { title: string; author: string };
  /** The office inbox, the site's sender, the site and the editor. */
  office: string;
  sender: string;
  siteUrl: string;
  editorUrl: string;
  /** The run's page on GitHub, for a developer. */
  runUrl: string;
}

const utf8 = (text: string) => ({ Data: text, Charset: 'UTF-8' });

/** The mail, as SES's SendEmail (and `aws ses send-email --cli-input-json`) takes it. */
export function failedPublishMail(failure: FailedPublish): SendEmailCommandInput {
  const problems = contentProblemsIn(failure.log);
  const change = `"${failure.commit.title}", published by ${failure.commit.author}`;
  const body =
    problems.length > 0
      ? [
          `Your change to the website is not on it yet: ${change}.`,
          '',
          `The site checks every change before it goes live, and it stopped at ${problems.length === 1 ? 'this' : 'these'}:`,
          '',
          ...problems.map((problem) => `  - ${problem}`),
          '',
          `The website still shows what it showed before. To fix ${problems.length === 1 ? 'it' : 'them'}, open the editor, correct ${problems.length === 1 ? 'that field' : 'those fields'} and publish again:`,
          failure.editorUrl,
        ]
      : [
          `Your change to the website is not on it yet: ${change}.`,
          '',
          "The site checks every change before it goes live, and the check stopped for a reason outside what the editor changes. A developer has been told by GitHub; there is nothing for you to fix.",
          '',
          `The website still shows what it showed before: ${failure.siteUrl}`,
        ];
  return {
    Source: failure.sender,
    Destination: { ToAddresses: [failure.office] },
    Message: {
      Subject: utf8(problems.length > 0 ? 'Your change to the website was not published: a field needs fixing' : 'Your change to the website was not published yet'),
      Body: { Text: utf8([...body, '', `For a developer, the check's report: ${failure.runUrl}`, ''].join('\n')) },
    },
  };
}

/** The commit being published, from git. */
function headCommit(cwd: string): FailedPublish['commit'] {
  const [title = '', author = ''] = execFileSync('git', ['log', '-1', '--format=%s%n%an'], { cwd, encoding: 'utf8' }).split('\n');
  return { title, author };
}

if (isStartedScript(import.meta.url)) {
  const [logFile] = process.argv.slice(2);
  try {
    if (logFile === undefined) throw new ConfigError('Usage: tsx functions/infra/failedPublish.ts <log file>');
    const config = loadSiteConfig({ env: process.env, strict: true });
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const { GITHUB_SERVER_URL: server = 'https://github.com', GITHUB_REPOSITORY: repository = config.githubRepo, GITHUB_RUN_ID: runId = '' } = process.env;
    const mail = failedPublishMail({
      log: readFileSync(logFile, 'utf8'),
      commit: headCommit(root),
      office: config.contactRecipient,
      sender: config.contactSender,
      siteUrl: `https://${config.domainNames[0]}`,
      editorUrl: `https://${config.adminDomainName}${editorPrefix}`,
      runUrl: `${server}/${repository}/actions/runs/${runId}`,
    });
    process.stdout.write(`${JSON.stringify(mail, null, 2)}\n`);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
