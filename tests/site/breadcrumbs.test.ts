// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articlesOf } from '../../site/content/blog';
import { breadcrumbsFor, crumbNamesFor, segmentName } from '../../site/routes/breadcrumbs';

const articles = articlesOf('en');

const noNames = new Map<string, string>();

describe('segmentName', () => {
  it.each([
    ['about', 'About'],
    ['crawl-space-cleanup', 'Crawl Space Cleanup'],
    ['water-damage-restoration-snellville-ga', 'Water Damage Restoration Snellville, GA'],
    ['sewage-cleanup-lawrenceville-ga', 'Sewage Cleanup Lawrenceville, GA'],
    ['ga', 'Ga'],
    ['georgia-tips', 'Georgia Tips'],
    ['yoga', 'Yoga'],
    ['ga-rules', 'Ga Rules'],
    ['mold--inspection', 'Mold Inspection'],
    ['faq', 'Faq'],
  ])('names %s as %j', (segment, name) => {
    expect(segmentName(segment)).toBe(name);
  });
});

describe('breadcrumbsFor', () => {
  it.each(['/', '', '/?utm=x', '//'])('returns no trail on the home page (%j)', (path) => {
    expect(breadcrumbsFor(path)).toEqual([]);
  });

  it.each([
    ['/about', [['Home', '/'], ['About', '/about']]],
    ['/services/', [['Home', '/'], ['Services', '/services']]],
    ['/Team?x=1#y', [['Home', '/'], ['Team', '/team']]],
    ['/faq', [['Home', '/'], ['FAQ', '/faq']]],
    ['/water-restoration', [['Home', '/'], ['Water Restoration', '/water-restoration']]],
    [
      '/water-damage-restoration-snellville-ga',
      [['Home', '/'], ['Water Damage Restoration Snellville, GA', '/water-damage-restoration-snellville-ga']],
    ],
    [
      '/crawl-space-cleanup-monroe-ga',
      [['Home', '/'], ['Crawl Space Cleanup Monroe, GA', '/crawl-space-cleanup-monroe-ga']],
    ],
    ['/some/unknown-page', [['Home', '/'], ['Some', '/some'], ['Unknown Page', '/some/unknown-page']]],
  ])('builds the trail for %s', (path, expected) => {
    expect(breadcrumbsFor(path).map((crumb) => [crumb.name, crumb.path])).toEqual(expected);
  });

  it.each(articles.map((article) => [article.slug, article.title] as const))(
    'names the article crumb for %s by its title',
    (slug, title) => {
      expect(breadcrumbsFor(`/blog/${slug}`)).toEqual([
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: title, path: `/blog/${slug}` },
      ]);
    },
  );

  it('names the crumbs of a Spanish path in Spanish when no names are given', () => {
    const path = '/es/preguntas-frecuentes';
    expect(breadcrumbsFor(path)).toEqual(breadcrumbsFor(path, crumbNamesFor('es')));
    expect(breadcrumbsFor(path).at(-1)?.name).not.toBe('Preguntas Frecuentes');
  });

  it('falls back to the segment rule when the names have none for a path', () => {
    expect(breadcrumbsFor('/blog/insurance-claims-water-damage-guide', noNames).at(-1)?.name).toBe(
      'Insurance Claims Water Damage Guide',
    );
    expect(breadcrumbsFor('/faq', noNames).at(-1)?.name).toBe('Faq');
  });

  it('takes names from a custom lookup by full path', () => {
    const names = new Map([['/blog', 'Resources']]);
    expect(breadcrumbsFor('/blog', names)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Resources', path: '/blog' },
    ]);
  });
});
