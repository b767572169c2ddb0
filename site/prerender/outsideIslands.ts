/**
 * The markup outside a page's islands is never hydrated: no React root owns it, so what React Aria
 * writes there for its own use once hydrated is bytes that nothing reads. The islands' markup stays
 * as rendered (hydration compares it with what the browser renders), and so do scripts and styles.
 */
const untouched = /(<site-island\b[\s\S]*?<\/site-island>|<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>)/;

/** The page with `edit` applied to each stretch of markup outside its islands, scripts and styles (islands do not nest). */
export function editOutsideIslands(html: string, edit: (markup: string) => string): string {
  return html
    .split(untouched)
    .map((part, index) => (index % 2 === 1 ? part : edit(part)))
    .join('');
}

/**
 * Without `data-rac`: React Aria marks the elements its components render with it, for its own
 * selectors in a hydrated tree; no stylesheet or script of the site reads it. Kept: `tabindex="0"`
 * (Safari lets Tab reach a link only through it unless its reader turns on "Press Tab to highlight
 * each item") and `data-react-aria-pressable` (the touch rule in `pressableStyle.ts` matches it).
 */
export function withoutHydrationMarkers(html: string): string {
  return editOutsideIslands(html, (markup) => markup.replace(/(<[a-z][^<>]*?) data-rac=""/g, '$1'));
}
