import { afterEach, describe, expect, it, vi } from 'vitest';
import { disclose, earlyEvents, keepEarlyEvents, pressedButton, revealedByPress } from '../../site/islandRuntime/loader/early';
import { inlinePart } from '../../site/islandRuntime/loader/inlinePart';
import { count } from '../../site/islandRuntime/loader/count';
import { recordEvents } from '../../site/islandRuntime/loader/replay';
import { drain, onDocument } from '../../site/islandRuntime/loader/state';
import { hydrateOnInteraction } from '../../site/islandRuntime/loader/strategies/interaction';

// What the inline script hands the runtime when it starts (islandRuntime/runtime.ts), here for the parts under test.
Object.assign(inlinePart, { events: [], stop: () => undefined, modules: {}, busyBy: () => undefined, disclose, pressedButton, revealedByPress });

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the inline loader and the runtime it loads after the first paint', () => {
  it('keeps every event the runtime listens to on the document, so none done before it came is lost', () => {
    const types = new Set<string>();
    const add = vi.spyOn(document, 'addEventListener').mockImplementation((type, _listener, options) => {
      // The runtime's document listeners are capturing and passive (state.ts's onDocument).
      if (typeof options === 'object' && options.capture && options.passive) types.add(type);
    });
    // jsdom sends no beacons; the view it counts after `load` goes nowhere.
    Object.defineProperty(navigator, 'sendBeacon', { value: vi.fn(() => true), configurable: true });
    recordEvents();
    hydrateOnInteraction();
    count();
    expect(add).toHaveBeenCalled();
    expect(types.size).toBeGreaterThan(5);
    expect([...types].filter((type) => !earlyEvents.includes(type))).toEqual([]);
  });

  it('answers a press on a disclosure at once, and hands the runtime the kept events in order, once', () => {
    document.body.innerHTML = `<site-island data-island="FaqAccordion"><button aria-expanded="false" aria-controls="answer">Q</button><div id="answer" hidden="until-found">A</div></site-island>`;
    const button = document.querySelector('button')!;
    const answer = document.getElementById('answer')!;
    const early = keepEarlyEvents(() => undefined);
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    button.click();
    // Answered before any runtime: what the question controls is shown.
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    expect(early.events.map((event) => event.type)).toEqual(['focusin', 'click']);

    const heard: string[] = [];
    for (const type of ['click', 'focusin']) onDocument(type, (event) => heard.push(`${event.type}:${pressedButton(event) === button}`));
    drain(early.events);
    early.stop();
    expect(heard).toEqual(['focusin:true', 'click:true']);
    // Live from now on: the runtime hears it, the page keeps it no more.
    button.click();
    expect(heard).toEqual(['focusin:true', 'click:true', 'click:true']);
    expect(early.events).toHaveLength(2);
    // The inline script no longer answers either: that is the runtime's (replay.ts), here absent.
    expect(button.getAttribute('aria-expanded')).toBe('true');
    disclose(button);
    expect(answer.getAttribute('hidden')).toBe('until-found');
  });

  it('leaves a popover toggle and a press outside islands alone', () => {
    document.body.innerHTML = `<site-island data-island="SiteMenu"><button popovertarget="menu">Menu</button></site-island><button id="outside">Out</button>`;
    const clicks: (HTMLButtonElement | null)[] = [];
    document.addEventListener('click', (event) => clicks.push(pressedButton(event)));
    for (const button of document.querySelectorAll('button')) button.click();
    expect(clicks).toEqual([null, null]);
  });
});
