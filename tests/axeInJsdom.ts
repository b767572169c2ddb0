import axe from 'axe-core';

/**
 * What axe finds against WCAG 2.2 AA and its best practices in part of a page rendered in jsdom, one
 * `rule: element | element` line a rule broken (none when it passes).
 */
export async function axeViolationsIn(context: Element): Promise<string[]> {
  const result = await axe.run(context, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    rules: {
      // jsdom has no layout, so contrast is checked by the theme's own test and in the browser.
      'color-contrast': { enabled: false },
      // A component or a story is a fragment of a page, not a page: landmarks and the h1 are the site's job.
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
