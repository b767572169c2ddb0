/**
 * No tap is lost on the way to hydrating. A press on a button inside an island that has not hydrated
 * yet is recorded, and pressed again once the island has hydrated; so is a find-in-page match
 * (`beforematch`), a hover, keyboard focus, and text typed into a form (React would otherwise put its
 * own empty value back on hydrating). Links and the menu's popover toggle work natively and are left
 * alone. Once `hydrateRoot` has been called, React takes over: it hydrates at once when an event
 * reaches a root that is still being hydrated, and dispatches the event after.
 */
import { restingSinceAttribute } from '../../../design-system/components/Tooltip/tooltipTiming';
import { revealedPanelSelector } from '../markers';
import { inlinePart } from './inlinePart';
import { draining, hydrated, islandOf, isStatic, onDocument as on, state } from './state';

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Recorded {
  presses: HTMLElement[];
  matches: Element[];
  /** What the visitor typed or chose, last value per control. */
  typed: Map<FormControl, string>;
}

const recorded = new WeakMap<HTMLElement, Recorded>();
let pointerOver: Element | null = null;
/** When the pointer came onto the control it is over, and when keyboard focus last moved: tooltips count their delay from then. */
let pointerOverSince = 0;
let focusedSince = 0;
/** Whether the last input was a key rather than a pointer (pointer events cover touch too). */
let keyboardLast = false;

const controlOf = (element: Element | null) => element?.closest('a,button');

function record(island: HTMLElement): Recorded {
  let entry = recorded.get(island);
  if (!entry) {
    entry = { presses: [], matches: [], typed: new Map() };
    recorded.set(island, entry);
  }
  return entry;
}

const formControls = 'input,textarea,select';
const isFormControl = (target: EventTarget | null): target is FormControl => target instanceof Element && target.matches(formControls);

/** Listens on the document from the runtime's first moment, and hears what the page kept for it before. */
export function recordEvents() {
  on('pointerover', (event) => {
    // A pointer event's target is always an element.
    const over = event.target as Element;
    if (controlOf(over) !== controlOf(pointerOver)) pointerOverSince = event.timeStamp;
    pointerOver = over;
  });
  on('focusin', (event) => (focusedSince = event.timeStamp));
  // The pointer left the page.
  on('pointerout', (event) => {
    if ((event as PointerEvent).relatedTarget === null) pointerOver = null;
  });
  on('pointerdown', () => (keyboardLast = false));
  on('keydown', () => (keyboardLast = true));
  on('click', (event) => {
    const island = islandOf(event.target);
    const button = inlinePart.pressedButton(event);
    if (!island || !button || !isStatic(island)) return;
    record(island).presses.push(button);
    // A press kept before the runtime came was answered by the page already (`early.ts`).
    if (!draining) inlinePart.disclose(button);
  });
  // Typing in a form before (or while) it hydrates.
  for (const type of ['input', 'change']) {
    on(type, (event) => {
      const island = islandOf(event.target);
      if (!island || state.get(island) === hydrated || !isFormControl(event.target)) return;
      record(island).typed.set(event.target, event.target.value);
    });
  }
  // The browser reveals a `hidden="until-found"` match by itself; the island learns of it on hydrating.
  on('beforematch', (event) => {
    const island = islandOf(event.target);
    if (!island || !isStatic(island) || !(event.target instanceof Element)) return;
    record(island).matches.push(event.target);
  });
}

/** A control's value as the HTML wrote it: anything else was typed, chosen or filled in by the browser. */
const initialValue = (control: FormControl) =>
  control instanceof HTMLSelectElement
    ? ([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? ''
    : control.defaultValue;

/**
 * What happened before the loader was listening: values autofilled or typed very early, and answers
 * the browser revealed for a link to a text fragment as the page loaded.
 */
export function recordEarlyState(island: HTMLElement) {
  const { typed, matches } = record(island);
  for (const control of island.querySelectorAll<FormControl>(formControls)) {
    if (!typed.has(control) && control.type !== 'hidden' && control.value !== initialValue(control)) typed.set(control, control.value);
  }
  // A panel a press revealed is the press's: replaying both would open it and close it again.
  for (const panel of island.querySelectorAll(revealedPanelSelector)) if (!matches.includes(panel) && !inlinePart.revealedByPress.has(panel)) matches.push(panel);
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
export function replay(island: HTMLElement) {
  const { presses, matches, typed } = record(island);
  recorded.delete(island);
  for (const [control, value] of typed) retype(control, value);
  for (const element of matches) {
    if (element.isConnected) element.dispatchEvent(new Event('beforematch', { bubbles: true }));
  }
  // `click()` is a press without a pointer, which React Aria handles like a screen reader's.
  for (const button of presses) {
    if (button.isConnected) button.click();
  }
  // A tooltip waits for the pointer to rest on its trigger, or for keyboard focus (not a tap's) to stay
  // on it; either may have been there since before the island had code. The island says since when
  // while the events are handed over (React handles them synchronously), and the tooltip counts its
  // delay from then. React Aria opens tooltips on hover only once it has seen a pointer move.
  const handOver = (target: Element | null, since: number, events: Event[]) => {
    if (!target || !island.contains(target)) return;
    island.setAttribute(restingSinceAttribute, String(since));
    for (const event of events) target.dispatchEvent(event);
    island.removeAttribute(restingSinceAttribute);
  };
  handOver(
    pointerOver,
    pointerOverSince,
    ['pointermove', 'pointerover'].map((type) => new PointerEvent(type, { bubbles: true, pointerType: 'mouse', isPrimary: true })),
  );
  if (keyboardLast) handOver(document.activeElement, focusedSince, [new FocusEvent('focusin', { bubbles: true })]);
}
