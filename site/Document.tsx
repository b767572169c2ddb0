import type { ReactNode } from 'react';
import { pressableStyle, themeClass } from '../design-system';
import { assetsElementId, stylesElementId } from './documentAssets';
import { faviconDataUrl } from './favicon';
import { speculationRules, viewTransitionCss, viewTransitionStyleId } from './navigation';

export interface DocumentProps {
  /** The island loader (`islands/loader.ts`), the only script the page names. */
  loaderScript: string;
  /** `<html lang>`: the page's language. @default 'en-US' */
  htmlLang?: string;
  children: ReactNode;
}

/**
 * The whole HTML document, rendered at build time. The prerenderer writes the page's critical CSS
 * into `#page-styles` and its stylesheet list into `#page-assets` once it knows the page's islands;
 * React 19 hoists the `<title>`, `<meta>` and `<link>` tags pages render into this `<head>`.
 */
export function Document({ loaderScript, htmlLang = 'en-US', children }: DocumentProps) {
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
          Async, so it never holds up the parser and runs as soon as it arrives; low priority, so it
          comes after the hero image. Until it runs the menu works natively, and the other
          islands are below the first screen.
        */}
        <script type="module" src={loaderScript} async fetchPriority="low" />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }} />
        <script id={assetsElementId} type="application/json" />
      </head>
      <body>{children}</body>
    </html>
  );
}
