import type { ReactNode } from 'react';
import { pressableStyle, themeClass } from '../design-system';
import { assetsElementId, stylesElementId, type DocumentAssets } from './documentAssets';
import { serializeJsonLd } from './seo/escapeJson';

export type { DocumentAssets } from './documentAssets';

// React renders `disabled` on any element, but its types know the attribute only on form controls.
const disabledLink = { disabled: true } as object;

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
        {/* React Aria's one global rule, here so that hydration does not insert it (see pressableStyle.ts). */}
        <style id={pressableStyle.id} dangerouslySetInnerHTML={{ __html: pressableStyle.css }} />
        <style id={stylesElementId} dangerouslySetInnerHTML={{ __html: assets.inlineCss }} />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} {...disabledLink} />
        ))}
        {/*
          Only the boot script (boot.ts): it fetches the app's modules, listed below, once the page has
          painted, so they do not compete with the web font and the hero image.
        */}
        <script type="module" src={assets.entryScript} fetchPriority="low" />
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
