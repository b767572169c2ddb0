import type { Page } from 'playwright-core';
import { contentFor } from '../../site/content/siteContent';
import { describe, expect, inject, it } from 'vitest';
import { slowPhone, tapAfterFirstPaint, tapChecks } from '../../scripts/bench/earlyTaps';
import { galleryMaxPhotos } from '../../site/components/galleryLimit';
import { chromiumForFile } from './support/chromium';
import { openSettled } from './support/settle';

const { galleryImages: allGalleryImages, galleryInitialCount } = contentFor('en').gallery;
const { homePage } = contentFor('en').home;

/** The photos the home page shows: the content's first `galleryMaxPhotos`. */
const galleryImages = allGalleryImages.slice(0, galleryMaxPhotos);

/**
 * On a slow phone (CPU 4x slower, 1.6 Mbps, 150 ms round trip) the page paints long before its
 * islands' code arrives. A tap made right after first paint must still be answered: natively (the
 * menu is an HTML popover) or replayed by the island loader once the island has hydrated.
 */

const baseUrl = inject('baseUrl');
const browser = chromiumForFile();

describe(`a tap right after first paint, ${slowPhone.cpuSlowdown}x CPU, ${slowPhone.downloadKbps} kbps, ${slowPhone.latencyMs} ms`, () => {
  it.each(tapChecks.map((check) => [check.name, check] as const))('%s: is answered, though the island had not hydrated', async (_name, check) => {
    const result = await tapAfterFirstPaint(browser(), baseUrl, check);
    expect(result.hydratedAtTap).toBe(false);
    expect(result.answered).toBe(true);
  });
});

/** A fresh phone-sized, touch-capable page for `run`, closed after it. */
async function onPhone(run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * What needs no code answers without it: with every script file blocked (as if the network died after
 * first paint), a question's answer and the gallery's other photos still show on a press. The loader
 * is inline in the page, so it runs.
 */
describe('a press before the island has any code', () => {
  const blockIslands = (page: Page) => page.route(/\/assets\/.+\.js$/, (route) => route.abort());

  it('/faq: a tap on a question opens its answer', () =>
    onPhone(async (page) => {
      await blockIslands(page);
      await openSettled(page, new URL('/faq', baseUrl).href);
      const question = page.locator('[data-accordion-trigger]').first();
      const answer = page.locator(`#${await question.getAttribute('aria-controls')}`);
      await expect(answer.getAttribute('hidden')).resolves.toBe('until-found');
      await question.tap();
      // The loader's doing: the fallback CSS, which shows every answer once the island has failed to
      // load (as it does here), changes no attribute.
      await expect(question.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(answer.getAttribute('hidden')).resolves.toBeNull();
      await expect(answer.isVisible()).resolves.toBe(true);
    }));

  it(`/: '${homePage.gallery.showMoreLabel}' shows all ${galleryImages.length} photos, which stay shown once the island has failed`, () =>
    onPhone(async (page) => {
      // The page's own try at the code fails. The press starts another (any interaction with an island
      // does), which is held until the press has been answered: when it fails, the island is marked
      // failed and its toggle hidden, and a failure landing between the focus and the key would leave
      // the key nothing to press.
      let holding = false;
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        if (holding) await held;
        await route.abort();
      });
      try {
        await openSettled(page, new URL('/', baseUrl).href);
        holding = true;
        const toggle = page.locator('site-island[data-island="GalleryToggle"] button');
        await expect(toggle.textContent()).resolves.toBe(homePage.gallery.showMoreLabel);
        const photos = page.locator(`#${await toggle.getAttribute('aria-controls')} > li`);
        await expect(photos.count()).resolves.toBe(galleryImages.length);
        await expect(photos.nth(galleryInitialCount).isVisible()).resolves.toBe(false);
        await toggle.press('Enter');
        // The loader answers in the press's click.
        await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
        for (const [index, image] of galleryImages.entries()) await expect(photos.nth(index).isVisible(), image.src).resolves.toBe(true);

        release();
        // The press's try fails too: a toggle with no code is hidden, and every photo stays.
        await expect.poll(() => toggle.isVisible()).toBe(false);
        for (const [index, image] of galleryImages.entries()) await expect(photos.nth(index).isVisible(), image.src).resolves.toBe(true);
      } finally {
        release();
      }
    }));
});

describe('the FAQ once its island has hydrated after an early tap', () => {
  it('keeps the answer open throughout, then opens one at a time and moves with the arrow keys, with no error', () =>
    onPhone(async (page) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Holds the island's code until the tap has been answered, so the tap is surely before hydration.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/FaqAccordion-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await openSettled(page, new URL('/faq', baseUrl).href);
      const questions = page.locator('[data-accordion-trigger]');
      const first = questions.first();
      await first.tap();
      const firstAnswer = page.locator(`#${await first.getAttribute('aria-controls')}`);
      await expect(firstAnswer.isVisible()).resolves.toBe(true);
      // Before every frame from now on: was the first answer hidden?
      await page.evaluate((id) => {
        const samples: boolean[] = [];
        (window as unknown as { answerSamples: boolean[] }).answerSamples = samples;
        const sample = () => {
          samples.push(document.getElementById(id)?.hasAttribute('hidden') ?? true);
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }, (await first.getAttribute('aria-controls')) ?? '');
      release();
      await page.waitForSelector('site-island[data-island="FaqAccordion"][data-hydrated]', { state: 'attached' });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const samples = await page.evaluate(() => (window as unknown as { answerSamples: boolean[] }).answerSamples);
      expect(samples.length).toBeGreaterThan(0);
      expect(samples.filter(Boolean)).toEqual([]);
      await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
      // One open at a time, now the island's.
      const second = questions.nth(1);
      await second.click();
      await expect(second.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(firstAnswer.isVisible()).resolves.toBe(false);
      await second.press('ArrowDown');
      await expect(questions.nth(2).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press('Home');
      await expect(first.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      expect(errors).toEqual([]);
    }));
});
