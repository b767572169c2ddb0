import type { ReactNode } from 'react';
import { themeClass } from '../design-system';
import { serializeJsonLd } from './seo/escapeJson';

const assetsElementId = 'document-assets';
const stylesElementId = 'page-styles';
// React renders `disabled` on any element, but its types know the attribute only on form controls.
const disabledLink = { disabled: true } as object;

export interface DocumentAssets {
  /** The client entry module. */
  entryScript: string;
  /**
   * The stylesheets of the entry and of this route's page chunk, in cascade order. Their text is in
   * the document (`inlineCss`); the files are listed as disabled links, which the browser does not
   * fetch but Vite's loader finds, so a later client-side navigation does not add them a second time
   * (which would also move them after the page's own rules in the cascade).
   */
  stylesheets: readonly string[];
  /** The text of `stylesheets`, concatenated: the page paints styled without waiting for a CSS file. */
  inlineCss: string;
  /** JavaScript the page will need at once: the page chunk and its imports. */
  modulePreloads: readonly string[];
  /** Files worth fetching before the parser finds them (the web font). */
  preloads: readonly { href: string; as: 'font' | 'image'; type?: string }[];
}

interface DocumentProps {
  assets: DocumentAssets;
  children: ReactNode;
}

/**
 * The whole HTML document. The server renders it around the app (React 19 hoists the `<title>`,
 * `<meta>` and `<link>` tags pages render into this `<head>`), and the browser hydrates the same
 * tree from `document`. Hydrating only a `#root` div would not do: React
 * derives `useId` values from the position in the tree, and `<html>`'s two children put the server's
 * app one fork deeper than a client root, so every generated id (React Aria's among them) would differ.
 */
export function Document({ assets, children }: DocumentProps) {
  return (
    <html lang="en-US" className={themeClass}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.preloads.map((preload) => (
          <link key={preload.href} rel="preload" href={preload.href} as={preload.as} type={preload.type} crossOrigin="" />
        ))}
        <style id={stylesElementId} dangerouslySetInnerHTML={{ __html: assets.inlineCss }} />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} {...disabledLink} />
        ))}
        {/*
          The prerendered page is complete without JavaScript (the Call Now and Message Us links work
          before hydration), so scripts ask for low priority: on a slow connection the stylesheets, the
          web font and the hero image are fetched first and the page paints sooner; hydration follows.
        */}
        <script type="module" src={assets.entryScript} fetchPriority="low" />
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
        ))}
        {/* The browser renders this same Document, so it needs the same assets (the CSS it reads from the <style>). */}
        <script
          id={assetsElementId}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd({ ...assets, inlineCss: undefined }) }}
        />
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}

/** The asset list the server wrote into the page, for hydrating the identical Document. */
export function readDocumentAssets(): DocumentAssets {
  const element = document.getElementById(assetsElementId);
  if (!element?.textContent) throw new Error(`The prerendered page has no #${assetsElementId} element.`);
  const assets = JSON.parse(element.textContent) as Omit<DocumentAssets, 'inlineCss'>;
  return { ...assets, inlineCss: document.getElementById(stylesElementId)?.textContent ?? '' };
}
