/**
 * The one script a prerendered page names. The page is complete without JavaScript (text, links, the
 * Call Now button), so the app's code is not fetched until the browser has painted it: on a phone on
 * slow data, 140 KB of scripts would otherwise share the connection with the hero image and the web
 * font and hold back the first readable screen. After the first frame, the page's full stylesheets and
 * every module the page needs are requested at once (modulepreload, no waterfall) and the app hydrates.
 */
import { readDocumentAssets } from './documentAssets';

function loadApp() {
  const { appScript, modulePreloads, stylesheets } = readDocumentAssets();
  // The inline CSS holds only the rules the prerendered markup uses. The full files, in the same
  // order after it, add the rest (states and parts that appear later) without changing what shows.
  for (const href of stylesheets) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
  for (const href of modulePreloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ appScript);
}

// requestAnimationFrame runs just before the next paint, and a task queued from it runs after that
// paint. A tab opened in the background paints nothing until shown, so it loads at once instead.
if (document.visibilityState === 'hidden') loadApp();
else requestAnimationFrame(() => setTimeout(loadApp, 0));
