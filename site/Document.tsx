import type { ReactNode } from 'react';
import { themeClass } from '../design-system';

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
 * The whole HTML document, rendered on the server only. React 19 hoists the `<title>`, `<meta>` and
 * `<link>` tags that pages render (through react-helmet-async) into this `<head>`; the browser then
 * hydrates `#root` alone.
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
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}
