import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForCollections } from './editorControls';
import { openWorkspace, type Workspace } from './editorWorkspace';

/**
 * What the editor may be refused under its policy, each for a reason: Sveltia's interface declares
 * its three fonts on a CDN before the copies in its bundle, which the browser then uses; and it asks
 * GitHub's status page whether GitHub is up, and takes the refusal as a yes.
 */
const expectedRefusals = [
  { directive: 'font-src', url: /^https:\/\/cdn\.jsdelivr\.net\/fontsource\// },
  { directive: 'connect-src', url: /^https:\/\/www\.githubstatus\.com\// },
];
const isExpectedRefusal = (directive: string, url: string) => expectedRefusals.some((refusal) => refusal.directive === directive && refusal.url.test(url));

/** What a page of the editor reports that it should not: policy violations not named above, errors, requests to other hosts. */
function watchEditor(page: Page, origin: string) {
  const problems: string[] = [];
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.info(`csp-violation ${event.effectiveDirective} ${event.blockedURI}`));
  });
  page.on('console', (message) => {
    const text = message.text();
    const violation = /^csp-violation (\S+) (.*)$/.exec(text);
    if (violation) {
      const [, directive = '', url = ''] = violation;
      if (!isExpectedRefusal(directive, url)) problems.push(`policy: ${directive} ${url}`);
    } else if (message.type() === 'error' && !text.includes('Content Security Policy') && !text.includes('githubstatus')) {
      problems.push(`console.error: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    // Chromium reports the requests its policy then refuses too: those named above go nowhere.
    const refused = isExpectedRefusal('font-src', url) || isExpectedRefusal('connect-src', url);
    if (!url.startsWith(origin) && !/^(blob|data):/.test(url) && !refused) problems.push(`request to another host: ${url}`);
  });
  return problems;
}

/** A laptop's window, as a workspace opens. */
const laptop = { width: 1280, height: 800 };

export interface Office {
  /**
   * The office sits down to the editor: a new browser, the editor opened on the copy and signed in, the
   * working tree read afresh.
   */
  sitDown: () => Promise<Workspace>;
  /**
   * One task, from the editor's list of what can be edited, on a window of `viewport`, in the sitting
   * under way (or the first); what it saved is copied back into the copy. Returns the files it changed.
   */
  task: (run: (page: Page, workspace: Workspace) => Promise<void>, viewport?: { width: number; height: number }) => Promise<string[]>;
  /** Ends the sitting under way, if any. */
  close: () => Promise<void>;
}

/**
 * The office at the editor served at `adminUrl`, working on the copy at `root`, one sitting after
 * another. A sitting is kept for the tasks that follow it, since opening the editor (2.3 MB of script,
 * and the whole working tree read) took a third of each task's time; each task fails on what the
 * editor's page reported that it should not since the last task.
 */
export function officeAt(browser: () => Browser, adminUrl: string, root: string): Office {
  let workspace: Workspace | undefined;
  /** What the editor's page reported that it should not, since the last task took them. */
  let problems: string[] = [];

  async function sitDown(): Promise<Workspace> {
    await workspace?.close();
    workspace = await openWorkspace(browser(), adminUrl, root, {
      watch: (page) => {
        problems = watchEditor(page, new URL(adminUrl).origin);
      },
    });
    await waitForCollections(workspace.page);
    return workspace;
  }

  async function task(run: (page: Page, workspace: Workspace) => Promise<void>, viewport = laptop): Promise<string[]> {
    const current = workspace ?? (await sitDown());
    const { page } = current;
    await page.setViewportSize(viewport);
    const list = new URL(page.url());
    list.hash = '/collections';
    await page.goto(list.href);
    await waitForCollections(page);
    await run(page, current);
    const changed = await current.syncBack();
    expect(problems.splice(0)).toEqual([]);
    return changed;
  }

  return { sitDown, task, close: async () => workspace?.close() };
}
