import { globalStyle, type GlobalStyleRule } from '@vanilla-extract/css';

/*
 * What an island shows when its script cannot run: JavaScript is off (`scripting: none`), or its code
 * failed to load (the loader marks the container, and any element outside it that one of its controls
 * names in `aria-controls`, `data-failed`). Nothing may be out of reach then:
 * - answers behind accordion headers (`hidden="until-found"`) are shown open;
 * - content the script reveals on request (`data-no-script="show"`, such as the gallery's other
 *   photos, which are static HTML beside the island's toggle) is shown;
 * - controls that need the script (`data-no-script="hide"`, such as 'See More Work' or the blog's
 *   filter chips) are hidden, so nothing on the page is a dead button.
 * A hydrated island, and content whose island hydrated, is never affected.
 */
function withoutScript(selector: string, rule: GlobalStyleRule) {
  globalStyle(`[data-failed] ${selector}`, rule);
  globalStyle(selector, { '@media': { '(scripting: none)': rule } });
}

withoutScript('[hidden="until-found"]', { contentVisibility: 'visible' });
// The theme hides every [hidden] element with !important (so no display class can show it); this rule
// is more specific, and only for content the script would otherwise reveal.
withoutScript('[data-no-script="show"][hidden]', { display: 'block !important' });
withoutScript('[data-no-script="hide"]', { display: 'none' });

/** The container takes no box: the island's own elements lay out as if it were not there. */
globalStyle('site-island', { display: 'contents' });
