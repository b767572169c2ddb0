/**
 * The one global rule React Aria adds to a page: every pressable element (`data-react-aria-pressable`)
 * pans and pinch-zooms but does not wait for a double-tap. React Aria inserts it as a `<style>` with
 * this id the first time a button mounts, unless the document already has one, so a prerendered page
 * carries it in its `<head>`. Inserted during hydration, a new stylesheet makes the browser recompute
 * the style of every element on the page, on a slow phone for about 50 ms, for one rule.
 *
 * React Aria wraps the rule in an anonymous `@layer` so that any other rule wins. `:where()` gives it
 * the same standing (no specificity) without a layer: once a page has a cascade layer, every
 * stylesheet added after it (a page may add its full stylesheets after first paint) makes
 * the browser lay the whole page out again, about 80 ms more on a slow phone.
 */
export const pressableStyle = {
  id: 'react-aria-pressable-style',
  css: ':where([data-react-aria-pressable]){touch-action:pan-x pan-y pinch-zoom}',
} as const;
