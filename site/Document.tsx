import { useState, type ReactNode } from 'react';
import { IconSpriteContext, pressableStyle, themeClass } from '../design-system';
import { createIconSprite, IconSymbols } from './components/IconSymbols';
import { assetsElementId, loaderElementId, stylesElementId } from './documentAssets';
import { faviconDataUrl } from './favicon';
import { speculationRules, viewTransitionCss, viewTransitionStyleId } from './navigation';

export interface DocumentProps {
  /** `<html lang>`: the page's language. @default 'en-US' */
  htmlLang?: string;
  children: ReactNode;
}

/**
 * The whole HTML document, rendered at build time. The prerenderer writes the page's critical CSS
 * into `#page-styles`, the island loader's code into `#island-loader` and the page's file list into
 * `#page-assets` once it knows the page's islands;
 * React 19 hoists the `<title>`, `<meta>` and `<link>` tags pages render into this `<head>`.
 * Each icon glyph is drawn once: icons are `<use>`s of symbols the page lists after its content and
 * the prerenderer moves to their first use (`components/placeIconSymbols.ts`).
 */
export function Document({ htmlLang = 'en-US', children }: DocumentProps) {
  const [sprite] = useState(createIconSprite);
  return (
    <html lang={htmlLang} className={themeClass}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <link rel="icon" href={faviconDataUrl} type="image/svg+xml" />
        {/* React Aria's one global rule, here so that hydrating an island does not insert it (see pressableStyle.ts). */}
        <style id={pressableStyle.id} dangerouslySetInnerHTML={{ __html: pressableStyle.css }} />
        <style id={stylesElementId} />
        <style id={viewTransitionStyleId} dangerouslySetInnerHTML={{ __html: viewTransitionCss }} />
        {/*
          The island loader, inline: a file would cost a phone a request before its first paint. An
          async module runs at once, without holding up the parser, and so hears the first tap.
          Until an island hydrates, its HTML works natively and the loader answers its presses.
        */}
        <script id={loaderElementId} type="module" async />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }} />
        <script id={assetsElementId} type="application/json" />
      </head>
      <body>
        <IconSpriteContext value={sprite}>{children}</IconSpriteContext>
        <IconSymbols sprite={sprite} />
      </body>
    </html>
  );
}
