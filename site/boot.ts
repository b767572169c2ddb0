/**
 * The one script a prerendered page names. The page is complete without JavaScript (text, links, the
 * Call Now button), so the app's code is not fetched until the browser has painted it: on a phone on
 * slow data, 140 KB of scripts would otherwise share the connection with the hero image and the web
 * font and hold back the first readable screen. Once the first content is on screen, the page's full
 * stylesheets and every module it needs are requested at once (modulepreload, no waterfall) and the app
 * hydrates.
 */
import type { DocumentAssets } from './documentAssets';

function link(rel: 'stylesheet' | 'modulepreload', href: string) {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  return element;
}

function loadApp() {
  // documentAssets.ts's `assetsElementId`, written out: importing it would make the module a chunk of
  // its own, shared with the app, and one more round trip before this script could run.
  const json = document.getElementById('document-assets')?.textContent;
  if (!json) throw new Error('The prerendered page has no #document-assets element.');
  const { appScript, modulePreloads, stylesheets } = JSON.parse(json) as DocumentAssets;
  // The inline CSS holds only the rules the prerendered markup uses. The full files, in the same
  // order after it, add the rest (states and parts that appear later) without changing what shows.
  // One insertion for all of them: the head changes once, not thirty times.
  document.head.append(...stylesheets.map((href) => link('stylesheet', href)), ...modulePreloads.map((href) => link('modulepreload', href)));
  void import(/* @vite-ignore */ appScript);
}

/** Calls `callback` once the browser has shown the page's first content (see the fallbacks below). */
function afterFirstContentfulPaint(callback: () => void) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    callback();
  };
  // A tab opened in the background paints nothing until it is shown: nothing to wait for.
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  // The paint entry arrives once the frame is on screen. Waiting for the frame's script callbacks
  // (requestAnimationFrame) is not enough: they run before the frame is drawn and shown. The load
  // event is no signal either: with a warm cache it fires before the first frame.
  const paintTiming = PerformanceObserver.supportedEntryTypes.includes('paint');
  if (paintTiming) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  }
  // A browser without paint timing starts after load; one whose paint entry never comes, later.
  const fallback = () => setTimeout(start, paintTiming ? 3000 : 0);
  if (document.readyState === 'complete') fallback();
  else window.addEventListener('load', fallback, { once: true });
}

afterFirstContentfulPaint(loadApp);
