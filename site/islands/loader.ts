/**
 * The one script a page names. It hydrates each island (see `registry.ts`) when its time comes, with
 * only that island's code, and makes sure no tap is lost on the way:
 *
 * - It runs early (an async module in the head) and listens on the document from its first moment.
 * - A press on a button inside an island that has not hydrated yet is recorded, and pressed again once
 *   the island has hydrated; so is a find-in-page match (`beforematch`), a hover, keyboard focus, and
 *   text typed into a form (React would otherwise put its own empty value back on hydrating).
 *   Links and the menu's popover toggle work natively and are left alone.
 * - Once `hydrateRoot` has been called, React takes over: it hydrates at once when an event reaches a
 *   root that is still being hydrated, and dispatches the event after.
 *
 * It imports no React, nor any island: the prerenderer writes each island's files into the page, and
 * a page whose islands never wake up downloads only this file.
 */
import { assetsElementId, hydrateModulesKey, type PageAssets } from '../documentAssets';
import type { ReactIslandModule, ScriptIslandModule } from './components';
import type * as HydrateModuleNamespace from './hydrate';
import { revealedPanelSelector } from './markers';
import { islands, islandTag, isIslandName, type HydrationTime, type IslandEntry } from './registry';

type IslandState = 'waiting' | 'loading' | 'hydrating' | 'hydrated';
type IslandModule = ReactIslandModule<object> | ScriptIslandModule<unknown>;
type HydrateModule = typeof HydrateModuleNamespace;

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Recorded {
  presses: HTMLElement[];
  matches: Element[];
  /** What the visitor typed or chose, last value per control. */
  typed: Map<FormControl, string>;
}

const state = new WeakMap<HTMLElement, IslandState>();
const recorded = new WeakMap<HTMLElement, Recorded>();
const withToasts: HTMLElement[] = [];
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
    entry = { presses: [], matches: [], typed: new Map() };
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
  // The pointer left the page.
  document.addEventListener(
    'pointerout',
    (event) => {
      if ((event as PointerEvent).relatedTarget === null) pointerOver = null;
    },
    options,
  );
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
  // Typing in a form before (or while) it hydrates.
  for (const type of ['input', 'change']) {
    document.addEventListener(
      type,
      (event) => {
        const island = islandOf(event.target);
        if (!island || state.get(island) === 'hydrated' || !isFormControl(event.target)) return;
        record(island).typed.set(event.target, event.target.value);
      },
      options,
    );
  }
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

const isFormControl = (target: EventTarget | null): target is FormControl =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** A control's value as the HTML wrote it: anything else was typed, chosen or filled in by the browser. */
const initialValue = (control: FormControl) =>
  control instanceof HTMLSelectElement
    ? ([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? ''
    : control.defaultValue;

/**
 * What happened before the loader was listening: values autofilled or typed very early, and answers
 * the browser revealed for a link to a text fragment as the page loaded.
 */
function recordEarlyState(island: HTMLElement) {
  const { typed, matches } = record(island);
  for (const control of island.querySelectorAll<FormControl>('input, textarea, select')) {
    if (!typed.has(control) && control.type !== 'hidden' && control.value !== initialValue(control)) typed.set(control, control.value);
  }
  for (const panel of island.querySelectorAll(revealedPanelSelector)) if (!matches.includes(panel)) matches.push(panel);
}

/**
 * Gives a control a value the way typing does, so that React's change handler sees it. React keeps its
 * own record of a control's value (set through the element's `value`) and reports a change only when
 * the element's real value differs from it: so the record is cleared first, then the value set under it.
 */
function retype(control: FormControl, value: string) {
  if (!control.isConnected) return;
  control.value = '';
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set;
  setter?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Hands what happened before hydration to the island, now that its own listeners are attached. */
function replay(island: HTMLElement) {
  const { presses, matches, typed } = recorded.get(island) ?? { presses: [], matches: [], typed: new Map<FormControl, string>() };
  recorded.delete(island);
  for (const [control, value] of typed) retype(control, value);
  for (const element of matches) {
    if (element.isConnected) element.dispatchEvent(new Event('beforematch', { bubbles: true }));
  }
  // `click()` is a press without a pointer, which React Aria handles like a screen reader's.
  for (const button of presses) {
    if (button.isConnected) button.click();
  }
  // A tooltip waits for the pointer to rest on its trigger; the pointer may have been resting there.
  // React Aria opens tooltips on hover only once it has seen a pointer move (its input modality).
  if (pointerOver && island.contains(pointerOver)) {
    for (const type of ['pointermove', 'pointerover']) {
      pointerOver.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', isPrimary: true }));
    }
  }
  // Keyboard focus (not a tap's) that arrived early: focus rings and tooltips follow it.
  const focused = document.activeElement;
  if (lastInput === 'keyboard' && focused && island.contains(focused)) {
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
}

/** What the prerenderer wrote about the page's files. */
const pageAssets = (): PageAssets => {
  const json = document.getElementById(assetsElementId)?.textContent;
  return json ? (JSON.parse(json) as PageAssets) : { stylesheets: [], modules: {} };
};

function addLinks(rel: 'stylesheet' | 'modulepreload', hrefs: readonly string[]) {
  const missing = hrefs.filter((href) => !document.querySelector(`link[rel="${rel}"][href="${href}"]`));
  // One insertion for all of them: the head changes once.
  document.head.append(
    ...missing.map((href) => {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      return link;
    }),
  );
}

/**
 * The page's full stylesheet, behind the inline CSS, which has every rule the prerendered markup uses
 * (the open menu's and plain links' hover among them). The rest is for islands' states (hover and
 * press, toasts, the tooltip), so it is added when the first island starts to hydrate or the visitor
 * first moves, types or scrolls: never in the way of the first screen, which does not need it.
 */
let stylesheetsAdded = false;
function addStylesheets() {
  if (stylesheetsAdded) return;
  stylesheetsAdded = true;
  addLinks('stylesheet', pageAssets().stylesheets);
}

/**
 * Marks an island whose code could not load, and the content outside it that its controls name in
 * `aria-controls` (the gallery's photos beside its toggle), so fallback.css.ts shows that content.
 */
function markFailed(island: HTMLElement, failed: boolean) {
  const controlled = Array.from(island.querySelectorAll('[aria-controls]'), (control) =>
    (control.getAttribute('aria-controls') ?? '').split(/\s+/).map((id) => document.getElementById(id)),
  ).flat();
  for (const element of [island, ...controlled]) element?.toggleAttribute('data-failed', failed);
}

/**
 * `data-islands-settled` on the root element: no island is loading or hydrating, and every island
 * that waits to come near the viewport has heard whether it is. What a test or a measurement waits
 * for, instead of a quiet network.
 */
let busy = 0;
function busyBy(change: number) {
  busy += change;
  document.documentElement.toggleAttribute('data-islands-settled', busy === 0);
}

async function hydrate(island: HTMLElement): Promise<void> {
  const name = island.dataset.island ?? '';
  if (!isIslandName(name) || state.get(island) !== 'waiting') return;
  state.set(island, 'loading');
  busyBy(1);
  const entry: IslandEntry = islands[name];
  try {
    addStylesheets();
    const props: unknown = JSON.parse(island.dataset.props ?? '{}');
    // The island's module and React DOM's, with every module they import, requested at once rather
    // than found one import at a time. The first file of each list is the module itself.
    const { modules } = pageAssets();
    const own = modules[name] ?? [];
    const react = entry.script ? [] : (modules[hydrateModulesKey] ?? []);
    if (own[0] === undefined || (!entry.script && react[0] === undefined)) throw new Error(`The page lists no modules for the ${name} island.`);
    addLinks('modulepreload', [...own, ...react]);
    const [module, hydrateModule] = await Promise.all([
      import(/* @vite-ignore */ own[0]) as Promise<IslandModule>,
      react[0] === undefined ? undefined : (import(/* @vite-ignore */ react[0]) as Promise<HydrateModule>),
    ]);
    recordEarlyState(island);
    state.set(island, 'hydrating');
    const hydrated = () => {
      state.set(island, 'hydrated');
      markFailed(island, false);
      island.setAttribute('data-hydrated', '');
      replay(island);
      if (entry.raisesToasts) for (const toasts of withToasts.splice(0)) void hydrate(toasts);
      busyBy(-1);
    };
    if ('mount' in module) {
      module.mount(island, props);
      hydrated();
    } else if (hydrateModule) {
      hydrateModule.hydrateIsland(island, name, module.default, props, hydrated);
    }
  } catch (error) {
    // Usually the network: the island keeps its static fallback (fallback.css.ts) and tries again on
    // the next interaction.
    state.set(island, 'waiting');
    markFailed(island, true);
    busyBy(-1);
    console.error(`The ${name} island could not load; its content stays as it is.`, error);
  }
}

/** Islands that wait to come near the viewport and have not yet heard whether they are. */
const unreported = new Set<HTMLElement>();
const nearViewport = new IntersectionObserver(
  (entries, observer) => {
    const reported = entries.map(({ target }) => islandOf(target));
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting) continue;
      const island = islandOf(target);
      if (!island) continue;
      for (const child of island.children) observer.unobserve(child);
      void hydrate(island);
    }
    for (const island of reported) if (island && unreported.delete(island)) busyBy(-1);
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
  // The container takes no box of its own (display: contents), so its children are what can be seen.
  else if (time === 'visible' && island.children.length > 0) {
    unreported.add(island);
    busy += 1;
    for (const child of island.children) nearViewport.observe(child);
  }
  else if (time === 'with-toasts') withToasts.push(island);
  // 'interaction': the document's listeners start it.
}

listen();
for (const type of ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'scroll']) {
  window.addEventListener(type, addStylesheets, { capture: true, passive: true, once: true });
}
const start = () => {
  document.querySelectorAll<HTMLElement>(islandTag).forEach(schedule);
  busyBy(0);
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
