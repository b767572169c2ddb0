import { describe, expect, it } from 'vitest';
import { moreArticles, moreArticlesLimit } from '../../site/components/moreArticles';

const article = (slug: string, category: string) => ({ slug, category });
// Newest first, as the blog orders them.
const archive = [
  article('a', 'Insurance'),
  article('b', 'Mold Prevention'),
  article('c', 'Insurance'),
  article('d', 'Prevention'),
  article('e', 'Mold Prevention'),
  article('f', 'Insurance'),
];

describe('moreArticles', () => {
  it.each([
    ['b', ['e', 'a', 'c']],
    ['a', ['c', 'f', 'b']],
    ['d', ['a', 'b', 'c']],
    ['f', ['a', 'c', 'b']],
  ])('suggests for %s the same category first, newest first, then the others: %j', (slug, expected) => {
    const current = archive.find((candidate) => candidate.slug === slug);
    if (!current) throw new Error(slug);
    expect(moreArticles(archive, current).map((suggested) => suggested.slug)).toEqual(expected);
  });

  it('suggests every other article, in order, when there are few', () => {
    const few = archive.slice(0, moreArticlesLimit + 1);
    expect(moreArticles(few, article('d', 'Prevention')).map((suggested) => suggested.slug)).toEqual(['a', 'b', 'c']);
  });

  it(`never suggests more than ${moreArticlesLimit}, nor the article itself`, () => {
    for (const current of archive) {
      const suggested = moreArticles(archive, current);
      expect(suggested).toHaveLength(moreArticlesLimit);
      expect(suggested).not.toContainEqual(current);
    }
  });
});
