import type { Page } from 'playwright-core';
import { afterAll, inject, it } from 'vitest';
import { contentFor } from '../../../site/content/siteContent';
import { localPath } from '../../../site/i18n/paths';
import type { Lang } from '../../../site/i18n/lang';
import { chromiumForFile } from './chromium';
import { watchProblems } from './pageProblems';
import { openSettled } from './settle';

/** The widths a journey is taken at: a phone's and a computer's. */
export const phone = 390;
export const desktop = 1280;

/** A journey in one language: its copy, and its address for an English path. */
export function inLanguage(lang: Lang) {
  return { ...contentFor(lang), at: (englishPath: string) => localPath(lang, englishPath) };
}

/**
 * The test function for a file of journeys, called at the file's top level: its tests get `open`,
 * which loads a path at a width and settles it.
 *
 * One tab for every journey, one journey after another: a journey is mostly the browser at work, so
 * two at once took as long, and a context of its own each cost a renderer process. Between journeys
 * the tab forgets what a visitor would leave behind (storage, the pointer's place); a new page load
 * starts the rest afresh. A journey fails on any console error, uncaught exception or failed request
 * its pages had.
 */
export function journeyTest() {
  const baseUrl = inject('baseUrl');
  const browser = chromiumForFile();
  let shared: Promise<{ page: Page; problems: ReturnType<typeof watchProblems> }> | undefined;
  const sharedTab = () =>
    (shared ??= (async () => {
      const page = await (await browser().newContext()).newPage();
      // A step that waits longer fails naming its locator, well within the test's minute, rather than
      // the test timing out with no word of the step it was on.
      page.setDefaultTimeout(20_000);
      return { page, problems: watchProblems(page) };
    })());
  afterAll(async () => {
    if (shared) await (await shared).page.context().close();
  });

  return it.extend<{ open: (path: string, width: number) => Promise<Page> }>({
    open: async ({ onTestFinished }, provide) => {
      await provide(async (path, width) => {
        const { page, problems } = await sharedTab();
        problems.take();
        onTestFinished(async () => {
          await page.mouse.move(0, 0);
          await page.evaluate(() => {
            sessionStorage.clear();
            localStorage.clear();
          });
          const found = problems.take();
          if (found.length > 0) throw new Error(`The page reported problems:\n${found.join('\n')}`);
        });
        await page.setViewportSize({ width, height: 860 });
        await openSettled(page, `${baseUrl}${path}`);
        return page;
      });
    },
  });
}
