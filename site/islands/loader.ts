/**
 * The one script a page names. It hydrates each island (see `registry.ts`) when its time comes, with
 * only that island's code, and makes sure no tap is lost on the way:
 *
 * - It runs early (an async module in the head) and listens on the document from its first moment.
 * - A press on a button inside an island that has not hydrated yet is recorded, and pressed again once
 *   the island has hydrated; so is a find-in-page match (`beforematch`) and a hover, and keyboard focus.
 *   Links and the menu's popover toggle work natively and are left alone.
 * - Once `hydrateRoot` has been called, React takes over: it hydrates at once when an event reaches a
 *   root that is still being hydrated, and dispatches the event after.
 *
 * It imports no React: a page whose islands never wake up downloads only this file.
 */
import { assetsElementId, type PageAssets } from '../documentAssets';
import { islands, islandTag, isIslandName, type HydrationTime, type IslandEntry } from './registry';

type IslandState = 'waiting' | 'loading' | 'hydrating' | 'hydrated';

interface Recorded {
  presses: HTMLElement[];
  matches: Element[];
}

const state = new WeakMap<HTMLElement, IslandState>();
const recorded = new WeakMap<HTMLElement, Recorded>();
const withOthers: HTMLElement[] = [];
let pointerOver: Element | null = null;
let lastInput: 'pointer' | 'keyboard' | undefined;

const islandOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(islandTag) : null;

/** Still static: what happens to it now is the loader's business, not React's. */
const isStatic = (island: HTMLElement) => {
  const current = state.get(island) ?? 'waiting';
  return current === 'waiting' || current === 'loading';
};

function record(island: HTMLElement): Recorded {
  let entry = recorded.get(island);
  if (!entry) {
    entry = { presses: [], matches: [] };
    recorded.set(island, entry);
  }
  return entry;
}

// Events that mean someone is about to use an island: the time to hydrate one that waits for them.
const interactionEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

function listen() {
  const options = { capture: true, passive: true } as const;
  for (const type of interactionEvents) {
    document.addEventListener(
      type,
      (event) => {
        if (type === 'pointerdown' || type === 'touchstart') lastInput = 'pointer';
        if (type === 'keydown') lastInput = 'keyboard';
        if (type === 'pointerover') pointerOver = event.target instanceof Element ? event.target : null;
        const island = islandOf(event.target);
        if (island && state.get(island) === 'waiting') void hydrate(island);
      },
      options,
    );
  }
  document.addEventListener('pointerout', (event) => {
    if ((event as PointerEvent).relatedTarget === null) pointerOver = null;
  }, options);
  document.addEventListener(
    'click',
    (event) => {
      const island = islandOf(event.target);
      if (!island || !isStatic(island)) return;
      const button = (event.target as Element).closest('button');
      // A popover toggle works natively (the menu), and a link is a link.
      if (!button || !island.contains(button) || button.hasAttribute('popovertarget')) return;
      record(island).presses.push(button);
      if (state.get(island) === 'waiting') void hydrate(island);
    },
    options,
  );
  // The browser reveals a `hidden="until-found"` match by itself; the island learns of it on hydrating.
  document.addEventListener(
    'beforematch',
    (event) => {
      const island = islandOf(event.target);
      if (!island || !isStatic(island) || !(event.target instanceof Element)) return;
      record(island).matches.push(event.target);
      if (state.get(island) === 'waiting') void hydrate(island);
    },
    options,
  );
}

/** Hands what happened before hydration to the island, now that its own listeners are attached. */
function replay(island: HTMLElement) {
  const { presses, matches } = recorded.get(island) ?? { presses: [], matches: [] };
  recorded.delete(island);
  for (const element of matches) {
    if (element.isConnected) element.dispatchEvent(new Event('beforematch', { bubbles: true }));
  }
  // `click()` is a press without a pointer, which React Aria handles like a screen reader's.
  for (const button of presses) {
    if (button.isConnected) button.click();
  }
  // A tooltip waits for the pointer to rest on its trigger; the pointer may have been resting there.
  if (pointerOver && island.contains(pointerOver)) {
    pointerOver.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse', isPrimary: true }));
  }
  // Keyboard focus (not a tap's) that arrived early: focus rings and tooltips follow it.
  const focused = document.activeElement;
  if (lastInput === 'keyboard' && focused && island.contains(focused)) {
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
}

const stylesheetsAdded = afterFirstContentfulPaint().then(addStylesheets);

/**
 * The page's full stylesheets, added after first paint: the inline CSS has the rules the prerendered
 * markup uses, these bring the rest (open menu, toasts, hover) without delaying the first screen.
 * Islands hydrate only after, so the styles their code would add arrive in the same order.
 */
function addStylesheets() {
  const json = document.getElementById(assetsElementId)?.textContent;
  if (!json) return;
  const { stylesheets } = JSON.parse(json) as PageAssets;
  const missing = stylesheets.filter((href) => !document.querySelector(`link[rel="stylesheet"][href="${href}"]`));
  // One insertion for all of them: the head changes once.
  document.head.append(
    ...missing.map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      return link;
    }),
  );
}

/** Resolves once the browser has shown the page's first content (or soon after load without paint timing). */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A tab opened in the background paints nothing until it is shown: nothing to wait for.
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    const paintTiming = PerformanceObserver.supportedEntryTypes.includes('paint');
    if (paintTiming) {
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    }
    const fallback = () => setTimeout(resolve, paintTiming ? 3000 : 0);
    if (document.readyState === 'complete') fallback();
    else window.addEventListener('load', fallback, { once: true });
  });
}

let othersHydrated = false;

async function hydrate(island: HTMLElement): Promise<void> {
  const name = island.dataset.island ?? '';
  if (!isIslandName(name) || state.get(island) !== 'waiting') return;
  state.set(island, 'loading');
  const entry: IslandEntry = islands[name];
  try {
    await stylesheetsAdded;
    const props: unknown = JSON.parse(island.dataset.props ?? '{}');
    const [module, react] = await Promise.all([entry.load(), entry.script ? undefined : import('./hydrate')]);
    state.set(island, 'hydrating');
    const hydrated = () => {
      state.set(island, 'hydrated');
      island.removeAttribute('data-failed');
      island.setAttribute('data-hydrated', '');
      replay(island);
      if (!othersHydrated && entry.hydrate !== 'with-others') {
        othersHydrated = true;
        for (const other of withOthers) void hydrate(other);
      }
    };
    if ('mount' in module) {
      module.mount(island, props);
      hydrated();
    } else if (react) {
      react.hydrateIsland(island, name, module.default, props, hydrated);
    }
  } catch (error) {
    // Usually the network: the island keeps its static fallback (fallback.css.ts) and tries again on
    // the next interaction.
    state.set(island, 'waiting');
    island.setAttribute('data-failed', '');
    console.error(`The ${name} island could not load; its content stays as it is.`, error);
  }
}

const nearViewport = new IntersectionObserver(
  (entries, observer) => {
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting) continue;
      observer.unobserve(target);
      void hydrate(target as HTMLElement);
    }
  },
  { rootMargin: '200px' },
);

function schedule(island: HTMLElement) {
  if (state.has(island)) return;
  const name = island.dataset.island ?? '';
  if (!isIslandName(name)) {
    console.error(`No island is registered as "${name}".`);
    return;
  }
  state.set(island, 'waiting');
  const entry: IslandEntry = islands[name];
  const time: HydrationTime = entry.hydrateAtLoadIf?.(new URL(window.location.href)) ? 'load' : entry.hydrate;
  if (time === 'load') void hydrate(island);
  else if (time === 'visible') nearViewport.observe(island);
  else if (time === 'with-others') withOthers.push(island);
  // 'interaction': the document's listeners start it.
}

listen();
const start = () => document.querySelectorAll<HTMLElement>(islandTag).forEach(schedule);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
