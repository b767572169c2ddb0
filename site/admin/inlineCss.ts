import type { Plugin } from 'vite';

/** The import vanilla-extract writes into a compiled style module for each module's CSS. */
const cssImport = /^import (["'])([^"'\n]+\.vanilla\.css)\1;?$/gm;

/**
 * A compiled style module's CSS imports as text handed to `collector`'s `addPreviewCss`: Vite's
 * `?inline` gives a stylesheet as a string and adds it to no page. Pure, for the tests.
 */
export function inlineCssImports(code: string, collector: string): string {
  let count = 0;
  const rewritten = code.replace(cssImport, (_whole, quote: string, specifier: string) => {
    const name = `__previewCss${count++}`;
    return `import ${name} from ${quote}${specifier}?inline${quote};\n__addPreviewCss(${JSON.stringify(specifier)}, ${name});`;
  });
  return count === 0 ? code : `import { addPreviewCss as __addPreviewCss } from ${JSON.stringify(collector)};\n${rewritten}`;
}

/**
 * The site's styles for the editor's previews, and for nothing else: Sveltia shows a preview in an
 * iframe, which takes only the styles put into its document (previews/previewRoot.tsx), while a
 * stylesheet the build linked from the editor's page would restyle Sveltia's own interface (the theme
 * resets margins, lists and images globally). So every style module's CSS becomes text in the bundle, collected by
 * `collector` (site/admin/previews/previewCss.ts); should any stylesheet still reach the build's output, the
 * build stops rather than ship it to the editor's page.
 */
export function inlineCss(collector: string): Plugin {
  return {
    name: 'admin-preview-inline-css',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\.css\.ts$/.test(id.split('?')[0] ?? '')) return null;
      return { code: inlineCssImports(code, collector), map: null };
    },
    generateBundle(_options, bundle) {
      const sheets = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (sheets.length > 0) {
        this.error(`the editor's build emitted ${sheets.join(', ')}, which its page would link; the site's styles belong in the previews only (site/admin/inlineCss.ts)`);
      }
    },
  };
}
