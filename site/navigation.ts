/**
 * Moving between pages: every link is an ordinary page load of prerendered HTML, made instant by the
 * browser. Speculation Rules let it prerender a page while the visitor's pointer rests on its link
 * (`moderate`: about 200 ms of hover, or a pointer or touch down), and a cross-document view
 * transition swaps the pages in one frame, the sticky header staying in place. Scroll position and
 * focus on arrival are what a normal page load gives. Browsers without either feature simply load the
 * page.
 */

export const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          // The forms' functions are not pages; a filtered blog address is the blog page itself.
          { not: { href_matches: '/api/*' } },
          { not: { selector_matches: '[rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

export const viewTransitionStyleId = 'view-transitions';

/** Cross-document view transitions, only for visitors who have not asked for reduced motion. */
export const viewTransitionCss = '@media (prefers-reduced-motion: no-preference) { @view-transition { navigation: auto; } }';
