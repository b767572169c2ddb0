import { describe, expect, it } from 'vitest';
import { articlesPerPage, blogPageCount, blogPageOfPath, blogPagePath, blogPageSlice, newestFirst, pageLinks } from '../../site/routes/blogPages';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('blog pagination', () => {
  it('puts twelve cards on a page', () => {
    expect(articlesPerPage).toBe(12);
  });

  it.each([
    [0, 1],
    [1, 1],
    [4, 1],
    [12, 1],
    [13, 2],
    [24, 2],
    [25, 3],
    [30, 3],
    [240, 20],
  ])('%i articles fill %i page(s)', (count, pages) => {
    expect(blogPageCount(count)).toBe(pages);
  });

  it.each([
    [1, numbers(12)],
    [2, numbers(24).slice(12)],
    [3, [25, 26, 27, 28, 29, 30]],
  ])('page %i of 30 articles holds its slice', (page, expected) => {
    expect(blogPageSlice(numbers(30), page)).toEqual(expected);
  });

  it.each([0, -1, 4, 1.5, Number.NaN])('page %s of 30 articles holds nothing', (page) => {
    expect(blogPageSlice(numbers(30), page)).toEqual([]);
  });

  it('sorts newest first without touching its input', () => {
    const list = [{ publishedAt: '2024-01-08' }, { publishedAt: '2025-03-01' }, { publishedAt: '2024-06-30' }];
    expect(newestFirst(list).map((item) => item.publishedAt)).toEqual(['2025-03-01', '2024-06-30', '2024-01-08']);
    expect(list[0]?.publishedAt).toBe('2024-01-08');
  });

  it.each([
    ['en', 1, '/blog'],
    ['en', 2, '/blog/page/2'],
    ['en', 14, '/blog/page/14'],
    ['es', 1, '/es/blog'],
    ['es', 2, '/es/blog/pagina/2'],
    ['es', 14, '/es/blog/pagina/14'],
  ] as const)('%s page %i is at %s, and that address names the page again', (lang, page, path) => {
    expect(blogPagePath(lang, page)).toBe(path);
    expect(blogPageOfPath(path)).toBe(page === 1 ? undefined : page);
  });

  it.each([0, -2, 2.5])('has no address for page %s', (page) => {
    expect(() => blogPagePath('en', page)).toThrow(/numbered from 1/);
  });

  it.each(['/blog/page/1', '/blog/page/02', '/blog/page/x', '/blog/pagina/2', '/es/blog/page/2', '/blog/some-article', '/page/2'])(
    'reads no later page from %s',
    (path) => {
      expect(blogPageOfPath(path)).toBeUndefined();
    },
  );

  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, 'gap', 20]],
    [6, 20, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]],
    [5, 20, [1, 2, 3, 4, 5, 6, 7, 'gap', 20]],
    [20, 20, [1, 'gap', 18, 19, 20]],
  ] as const)('on page %i of %i links %j', (page, pageCount, expected) => {
    expect(pageLinks(page, pageCount)).toEqual(expected);
  });
});
