/**
 * The site's stylesheet as the editor's previews get it: every rule the site's style modules
 * (`*.css.ts`) write, as text, in the order the site's own build would put them. The editor's build
 * hands each style module's CSS here instead of adding it to the editor's page (site/admin/inlineCss.ts),
 * so the site's rules style only the preview frame, never Sveltia's own interface; previewRoot.tsx puts
 * the text into the frame's document.
 */
const rules = new Map<string, string>();

/** Called by each style module as it loads; a module's CSS is kept once, where it first came. */
export function addPreviewCss(id: string, css: string) {
  if (!rules.has(id)) rules.set(id, css);
}

/** Every style module's CSS loaded so far, in order. */
export const previewCss = (): string => [...rules.values()].join('\n');
