/**
 * What the page does for its islands before the runtime (`../runtime.ts`) has arrived: it keeps every
 * event the runtime listens to, in order, and hands them over when it comes (`state.ts`'s `drain`), so
 * a tap made before is still replayed, still wakes its island and still counts. A press on a
 * disclosure's trigger is answered at once, without waiting for any code.
 */
import { islandTag } from '../registry';

/**
 * The events the runtime listens to on the document: its record of what the visitor did (`replay.ts`),
 * hydration on interaction (`strategies/interaction.ts`) and counting (`count.ts`). One missing here
 * is one the runtime never hears of if it happened before it came (a test compares them).
 */
export const earlyEvents = ['pointerover', 'pointerout', 'pointerdown', 'keydown', 'focusin', 'click', 'input', 'change', 'beforematch', 'visibilitychange'];

/** First (capture) and without delaying scrolling (passive). */
const listening = { capture: true, passive: true };

export const islandOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(islandTag) : null;

/** What a press revealed before hydration, per trigger, with the `hidden` value each had. */
const disclosed = new WeakMap<Element, [HTMLElement, string][]>();
export const revealedByPress = new WeakSet<Element>();

/** The button a click pressed inside an island; a popover toggle works natively (the menu), and a link is a link. */
export function pressedButton(event: Event): HTMLButtonElement | null {
  const island = islandOf(event.target);
  const button = island && (event.target as Element).closest('button');
  return button && island.contains(button) && !button.hasAttribute('popovertarget') ? button : null;
}

/**
 * A disclosure's trigger (an accordion's question, 'See More Work') answers a press at once, before its
 * island has any code: what it controls is in the HTML, hidden, and is shown (the controlled element,
 * or else its hidden children); a second press hides it again. Once the island has hydrated, it is
 * handed the presses and comes to the same state.
 */
export function disclose(button: Element) {
  const shown = disclosed.get(button);
  const open = !shown;
  if (shown) {
    disclosed.delete(button);
    for (const [element, hidden] of shown) {
      element.setAttribute('hidden', hidden);
      revealedByPress.delete(element);
    }
  } else {
    if (button.getAttribute('aria-expanded') !== 'false') return;
    const hidden = (button.getAttribute('aria-controls') ?? '')
      .split(' ')
      .flatMap((id) => {
        const controlled = document.getElementById(id);
        return !controlled ? [] : controlled.hidden ? [controlled] : [...controlled.querySelectorAll<HTMLElement>(':scope > [hidden]')];
      });
    // Not a disclosure of content in the HTML (a select's list, say): the island will answer.
    if (hidden.length === 0) return;
    disclosed.set(button, hidden.map((element) => [element, element.getAttribute('hidden') ?? '']));
    for (const element of hidden) {
      element.removeAttribute('hidden');
      revealedByPress.add(element);
    }
  }
  button.setAttribute('aria-expanded', String(open));
}

/**
 * Listens from the page's first moment. `onEvent` is told of each event after it is kept (the loader
 * tries the runtime again on an interaction after it failed to load); `stop` ends the keeping, once
 * the runtime listens itself.
 */
export function keepEarlyEvents(onEvent: (event: Event) => void) {
  const events: Event[] = [];
  let keeping = true;
  // Left on the document once the runtime listens (ten listeners that return at once cost less than
  // the code to remove them).
  const listener = (event: Event) => {
    if (!keeping) return;
    events.push(event);
    const button = event.type === 'click' && pressedButton(event);
    if (button) disclose(button);
    onEvent(event);
  };
  for (const type of earlyEvents) document.addEventListener(type, listener, listening);
  return { events, stop: () => void (keeping = false) };
}
