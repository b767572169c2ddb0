import type { ReactNode } from 'react';
import { themeClass } from '../design-system';
import { serializeJsonLd } from './seo/escapeJson';

const assetsElementId = 'document-assets';

export interface DocumentAssets {
  /** The client entry module. */
  entryScript: string;
  /** Stylesheets of the entry and of this route's page chunk, so the page never shows unstyled. */
  stylesheets: readonly string[];
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
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script type="module" src={assets.entryScript} />
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {/* The browser renders this same Document, so it needs the same list of assets. */}
        <script id={assetsElementId} type="application/json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(assets) }} />
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
  return JSON.parse(element.textContent) as DocumentAssets;
}
