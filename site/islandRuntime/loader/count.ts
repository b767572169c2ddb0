/**
 * Counting, for the owner's weekly figures (functions/count-visits/): one beacon for the page view, one
 * for each tap on a call or text link and for each form sent, and, from the web-vitals chunk loaded at idle
 * after `load`, one with the page's speed when it is hidden. Each is a short text body sent with
 * `sendBeacon` to the site's own origin: no cookie, no storage, nothing that tells one visitor from
 * another. Nothing is sent under Global Privacy Control or Do Not Track, before a prerendered page is
 * shown, or before first paint (the view waits for `load`, unless the page is left before it).
 */
import { beaconPath, callBeacon, callPlaceAttribute, maxPathLength, phoneMaxWidth, sentEvent, viewBeacon } from '../../../functions/contract/visits';
import { vitalsModulesKey } from '../../documentAssets';
import { islandTag, type IslandName } from '../registry';
import { inlinePart } from './inlinePart';
import { onDocument } from './state';
import type * as Vitals from '../vitals';

const notFoundIsland: IslandName = 'MissingPageLog';

type Fields = Record<string, string>;

const send = (fields: Fields) => {
  fields.p = location.pathname.slice(0, maxPathLength);
  fields.d = innerWidth > phoneMaxWidth ? 'd' : 'p';
  navigator.sendBeacon(beaconPath, new URLSearchParams(fields).toString());
};

/** `navigation` is the first letter of how the page was reached: navigate, reload, back_forward. */
function view(navigation: string) {
  const fields: Fields = { t: viewBeacon, n: navigation };
  const referrer = document.referrer && new URL(document.referrer).host;
  if (referrer && referrer !== location.host) fields.r = referrer;
  const query = new URLSearchParams(location.search);
  for (const key of ['source', 'medium', 'campaign']) {
    const value = query.get(`utm_${key}`);
    if (value) fields[`u${key[0]}`] = value.slice(0, 40);
  }
  // The not-found page: its island logs the address, and the count lists it.
  if (document.querySelector(`${islandTag}[data-island="${notFoundIsland}"]`)) fields.x = '1';
  send(fields);
}

export function count() {
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl || navigator.doNotTrack === '1') return;
  onDocument('click', (event) => {
    // A text link beside a call button counts as a call: its place says it was the text (`text-hero`).
    const link = (event.target as Element).closest?.('a[href^="tel:"],a[href^="sms:"]');
    if (link) send({ t: callBeacon, l: link.getAttribute(callPlaceAttribute) ?? '' });
  });
  document.addEventListener(sentEvent, (event) => send({ t: (event as CustomEvent<string>).detail }));
  // A page restored from the back/forward cache is seen again: it counts again (never as a visit).
  addEventListener('pageshow', (event) => event.persisted && view('b'));
  const shown = () => {
    const navigation = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type[0] ?? 'n';
    let viewed = false;
    const once = () => {
      if (!viewed) view(navigation);
      viewed = true;
    };
    // Left before `load`: the view is still one.
    // On the document, so that the runtime hears of a page hidden before it came.
    onDocument('visibilitychange', () => document.visibilityState === 'hidden' && once());
    const afterLoad = () =>
      // When the browser is idle (Safari has no idle callback: the next task).
      (window.requestIdleCallback ?? setTimeout)(() => {
        once();
        const vitals = inlinePart.modules[vitalsModulesKey]?.[0];
        if (vitals) (import(/* @vite-ignore */ vitals) as Promise<typeof Vitals>).then((module) => module.watchVitals(send), () => undefined);
      });
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
  };
  // A page the speculation rules prerendered counts only once it is shown.
  if (document.prerendering) document.addEventListener('prerenderingchange', shown, { once: true });
  else shown();
}
