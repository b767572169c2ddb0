import { describe } from 'vitest';
import { galleryMaxPhotos } from '../../site/components/galleryLimit';
import { articlesOf, blogCategories } from '../../site/content/blog';
import { languages } from '../../site/i18n/lang';
import { blogPageSlice, newestFirst } from '../../site/routes/blogPages';
import { desktop, inLanguage, journeyTest } from './support/journey';

/*
 * The page's own controls in a real browser: the FAQ accordion and the gallery in each language, and
 * the blog's category filter.
 */

const articles = articlesOf('en');

const journey = journeyTest();

describe.each(languages)('FAQ accordion (%s)', (lang) => {
  const { faqs: { faqs }, at } = inLanguage(lang);

  journey('moves between headers with the arrow keys, Home and End, and keeps one item open', async ({ open, expect }) => {
    const page = await open(at('/faq'), desktop);
    const headers = page.locator('main').getByRole('button', { expanded: false });
    await expect.poll(() => headers.count()).toBe(faqs.length);
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    const first = faqs[0]?.question;
    const last = faqs.at(-1)?.question;

    await headers.first().focus();
    // Focus is the interaction the accordion hydrates on; the keys are its, once it has.
    await page.waitForSelector('site-island[data-island="FaqAccordion"][data-hydrated]', { state: 'attached' });
    await page.keyboard.press('ArrowDown');
    expect(await focusedName()).toBe(faqs[1]?.question);
    await page.keyboard.press('ArrowUp');
    expect(await focusedName()).toBe(first);
    await page.keyboard.press('ArrowUp');
    expect(await focusedName()).toBe(last);
    await page.keyboard.press('Home');
    expect(await focusedName()).toBe(first);
    await page.keyboard.press('End');
    expect(await focusedName()).toBe(last);

    await page.keyboard.press('Enter');
    const lastHeader = page.getByRole('button', { name: last });
    expect(await lastHeader.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await lastHeader.getAttribute('aria-controls')}"]`);
    expect(await panel.isVisible()).toBe(true);

    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: first }).getAttribute('aria-expanded')).toBe('true');
    expect(await lastHeader.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await page.locator('main [aria-expanded="true"]').count()).toBe(0);
  });
});

describe.each(languages)('gallery (%s)', (lang) => {
  const { home: { homePage }, gallery: { galleryImages: allGalleryImages, galleryInitialCount }, at } = inLanguage(lang);
  // The home page shows the content's first `galleryMaxPhotos`.
  const galleryImages = allGalleryImages.slice(0, galleryMaxPhotos);

  journey(`shows ${galleryInitialCount} of ${galleryImages.length} photos until 'See More Work', then all, then collapses`, async ({ open, expect }) => {
    const page = await open(at('/'), desktop);
    const more = page.getByRole('button', { name: homePage.gallery.showMoreLabel });
    const list = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
    const shown = list.locator('li:not([hidden]) img');
    expect(await shown.count()).toBe(galleryInitialCount);
    expect(await more.getAttribute('aria-expanded')).toBe('false');

    await more.click();
    const less = page.getByRole('button', { name: homePage.gallery.showLessLabel });
    await expect.poll(() => less.getAttribute('aria-expanded')).toBe('true');
    expect(await shown.count()).toBe(galleryImages.length);

    await less.click();
    await expect.poll(() => shown.count()).toBe(galleryInitialCount);
  });

  journey('opens from the keyboard onto the first new photo, and closes back onto its button', async ({ open, expect }) => {
    const page = await open(at('/'), desktop);
    const toggle = page.locator('site-island[data-island="GalleryToggle"] button');
    const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const shown = list.locator('li:not([hidden]) img');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await shown.count()).toBe(galleryImages.length);
    // The label is the island's: it follows once the island, woken by the key, has hydrated.
    await expect.poll(() => toggle.textContent()).toBe(homePage.gallery.showLessLabel);
    // Keyboard and screen-reader users go on where the new photos start, and hear the photo described.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.querySelector('img')?.getAttribute('alt')))
      .toBe(galleryImages[galleryInitialCount]?.alt);
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.textContent()).toBe(homePage.gallery.showMoreLabel);
    expect(await shown.count()).toBe(galleryInitialCount);
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe('blog filter', () => {
  journey('filters the cards with a toggle chip and keeps the choice in the address', async ({ open, expect }) => {
    const page = await open('/blog', desktop);
    // The chips filter the page on show: take a category from the first page's oldest card.
    const onFirstPage = blogPageSlice(newestFirst(articles), 1);
    const category = blogCategories.find((name) => name === onFirstPage.at(-1)?.category);
    const chip = page.getByRole('button', { name: category, exact: true });
    expect(await chip.getAttribute('aria-pressed')).toBe('false');
    await chip.click();
    // The chip reflects the address, which React Router updates asynchronously.
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.url()).toContain('category=');
    const expected = onFirstPage.filter((article) => article.category === category);
    const cards = page.locator('main ul').filter({ has: page.locator('a[href^="/blog/"]') }).first().locator(':scope > li');
    await expect.poll(() => cards.count()).toBe(expected.length);
    expect(await cards.first().getByRole('link').first().getAttribute('href')).toBe(`/blog/${expected[0]?.slug}`);
  });
});
