import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Accordion,
  AccordionItem,
  type AccordionItemProps,
  type AccordionProps,
} from '../../design-system/components/Accordion/Accordion';

/** An item to render: its panel shows `content`, or a placeholder word. */
type ItemSpec = Pick<AccordionItemProps, 'isDisabled' | 'headingLevel'> & { id: string; title: string; content?: ReactNode };

const items: readonly ItemSpec[] = [
  { id: 'one', title: 'Item one', content: <p>Lorem ipsum one.</p> },
  { id: 'two', title: 'Item two', content: <p>Lorem ipsum two.</p> },
  { id: 'three', title: 'Item three', content: <p>Lorem ipsum three.</p> },
  { id: 'four', title: 'Item four', content: <p>Lorem ipsum four.</p> },
];

/** Two plain items, for the cases that need no more. */
const pair: readonly ItemSpec[] = [
  { id: 'one', title: 'Item one' },
  { id: 'two', title: 'Item two' },
];

function accordion(props: Partial<AccordionProps> = {}, list: readonly ItemSpec[] = items) {
  return (
    <Accordion {...props}>
      {list.map(({ id, content = 'Lorem', ...item }) => (
        <AccordionItem key={id} id={id} {...item}>
          {content}
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const renderAccordion = (props: Partial<AccordionProps> = {}, list: readonly ItemSpec[] = items) => render(accordion(props, list));

const header = (name: string) => screen.getByRole('button', { name });

function panelOf(button: HTMLElement) {
  const id = button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  const panel = document.getElementById(id ?? '');
  expect(panel).not.toBeNull();
  return panel as HTMLElement;
}

/**
 * Records every keydown (capture phase, so handlers that stop propagation cannot hide it) and reports
 * whether it ended up default-prevented once dispatch was over.
 */
function watchKeydowns() {
  const events: KeyboardEvent[] = [];
  const listener = (event: KeyboardEvent) => events.push(event);
  document.addEventListener('keydown', listener, { capture: true });
  return {
    stop() {
      document.removeEventListener('keydown', listener, { capture: true });
      return events.map((event) => ({ key: event.key, defaultPrevented: event.defaultPrevented }));
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Accordion', () => {
  it('starts with every item closed', () => {
    renderAccordion();
    for (const item of items) {
      expect(header(item.title)).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens an item on click', async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.click(header('Item two'));
    expect(header('Item two')).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(header('Item two'))).not.toHaveAttribute('hidden');
    expect(screen.getByText('Lorem ipsum two.')).toBeVisible();
  });

  it('closes the open item on a second click', async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.click(header('Item two'));
    await user.click(header('Item two'));
    expect(header('Item two')).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(header('Item two'))).toHaveAttribute('hidden', 'until-found');
  });

  it('closes the open item when another one opens', async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.click(header('Item one'));
    await user.click(header('Item three'));
    expect(header('Item one')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Item three')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('opens the item in defaultExpandedKeys on first render', () => {
    renderAccordion({ defaultExpandedKeys: ['three'] });
    expect(header('Item three')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('points aria-controls at the panel, which is labelled by its header', async () => {
    const user = userEvent.setup();
    renderAccordion();
    const button = header('Item one');
    const panel = panelOf(button);
    expect(panel).toHaveAttribute('aria-labelledby', button.id);
    await user.click(button);
    expect(screen.getByRole('group', { name: 'Item one' })).toBe(panel);
    expect(panel).toHaveTextContent('Lorem ipsum one.');
  });

  it('gives every panel its own id', () => {
    renderAccordion();
    const ids = items.map((item) => header(item.title).getAttribute('aria-controls'));
    expect(new Set(ids).size).toBe(items.length);
  });

  it('puts each header button inside a heading of the accordion level', () => {
    renderAccordion();
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(items.length);
    expect(headings[0]?.tagName).toBe('H3');
    expect(headings[0]).toContainElement(header('Item one'));
    expect(screen.getByRole('heading', { level: 3, name: 'Item two' })).toContainElement(header('Item two'));
  });

  it('takes the heading level from headingLevel and lets an item override it', () => {
    renderAccordion({ headingLevel: 2 }, [
      { id: 'one', title: 'Item one' },
      { id: 'two', title: 'Item two', headingLevel: 4 },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Item one' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { level: 4, name: 'Item two' }).tagName).toBe('H4');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('hides the chevron from assistive technology', () => {
    renderAccordion();
    const icon = header('Item one').querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    { behaviour: 'moves focus to the next header on ArrowDown', from: 'Item one', moves: [{ press: '{ArrowDown}', focus: 'Item two' }, { press: '{ArrowDown}', focus: 'Item three' }] },
    { behaviour: 'wraps from the last header to the first on ArrowDown', from: 'Item four', moves: [{ press: '{ArrowDown}', focus: 'Item one' }] },
    {
      behaviour: 'moves focus to the previous header on ArrowUp and wraps from the first to the last',
      from: 'Item two',
      moves: [{ press: '{ArrowUp}', focus: 'Item one' }, { press: '{ArrowUp}', focus: 'Item four' }],
    },
    { behaviour: 'moves focus to the first header on Home and the last on End', from: 'Item two', moves: [{ press: '{End}', focus: 'Item four' }, { press: '{Home}', focus: 'Item one' }] },
  ])('$behaviour', async ({ from, moves }) => {
    const user = userEvent.setup();
    renderAccordion();
    header(from).focus();
    for (const { press, focus } of moves) {
      await user.keyboard(press);
      expect(header(focus)).toHaveFocus();
    }
  });

  it('prevents the page from scrolling when an arrow key moves focus between headers', async () => {
    const user = userEvent.setup();
    renderAccordion();
    const keydowns = watchKeydowns();
    header('Item one').focus();
    await user.keyboard('{ArrowDown}{End}');
    expect(keydowns.stop()).toEqual([
      { key: 'ArrowDown', defaultPrevented: true },
      { key: 'End', defaultPrevented: true },
    ]);
  });

  it('leaves arrow keys alone when focus is inside a panel', async () => {
    const user = userEvent.setup();
    renderAccordion({ defaultExpandedKeys: ['one'] }, [
      { id: 'one', title: 'Item one', content: <a href="#lorem">Lorem link</a> },
      { id: 'two', title: 'Item two' },
    ]);
    const link = screen.getByRole('link', { name: 'Lorem link' });
    link.focus();
    const keydowns = watchKeydowns();
    await user.keyboard('{ArrowDown}{ArrowUp}{Home}{End}');
    expect(link).toHaveFocus();
    expect(keydowns.stop()).toEqual([
      { key: 'ArrowDown', defaultPrevented: false },
      { key: 'ArrowUp', defaultPrevented: false },
      { key: 'Home', defaultPrevented: false },
      { key: 'End', defaultPrevented: false },
    ]);
  });

  it('leaves modified arrow keys to the browser', async () => {
    const user = userEvent.setup();
    renderAccordion();
    header('Item one').focus();
    const keydowns = watchKeydowns();
    await user.keyboard('{Control>}{Home}{/Control}{Alt>}{ArrowDown}{/Alt}');
    const seen = keydowns.stop();
    expect(header('Item one')).toHaveFocus();
    expect(seen.filter((event) => event.key === 'Home' || event.key === 'ArrowDown')).toEqual([
      { key: 'Home', defaultPrevented: false },
      { key: 'ArrowDown', defaultPrevented: false },
    ]);
  });

  it('skips disabled items when moving focus', async () => {
    const user = userEvent.setup();
    renderAccordion({}, [
      { id: 'one', title: 'Item one' },
      { id: 'two', title: 'Item two', isDisabled: true },
      { id: 'three', title: 'Item three' },
    ]);
    expect(header('Item two')).toBeDisabled();
    header('Item one').focus();
    await user.keyboard('{ArrowDown}');
    expect(header('Item three')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(header('Item one')).toHaveFocus();
  });

  it('keeps arrow keys inside a nested accordion to that accordion', async () => {
    const user = userEvent.setup();
    const inner = accordion({ headingLevel: 4 }, [
      { id: 'inner-one', title: 'Inner one' },
      { id: 'inner-two', title: 'Inner two' },
    ]);
    renderAccordion({ defaultExpandedKeys: ['outer-one'] }, [
      { id: 'outer-one', title: 'Outer one', content: inner },
      { id: 'outer-two', title: 'Outer two' },
    ]);
    header('Inner two').focus();
    await user.keyboard('{ArrowDown}');
    expect(header('Inner one')).toHaveFocus();
    header('Outer one').focus();
    await user.keyboard('{ArrowDown}');
    expect(header('Outer two')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(header('Outer one')).toHaveFocus();
  });

  it('toggles the focused item with Enter and Space', async () => {
    const user = userEvent.setup();
    renderAccordion();
    header('Item two').focus();
    await user.keyboard('{Enter}');
    expect(header('Item two')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(header('Item two')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(header('Item two')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(header('Item two')).toHaveAttribute('aria-expanded', 'false');
  });

  it('reaches the headers with Tab', async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.tab();
    expect(header('Item one')).toHaveFocus();
    await user.tab();
    expect(header('Item two')).toHaveFocus();
  });

  it('calls onExpandedChange and follows expandedKeys when controlled', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    const { rerender } = renderAccordion({ expandedKeys: ['two'], onExpandedChange }, pair);
    expect(header('Item two')).toHaveAttribute('aria-expanded', 'true');

    await user.click(header('Item one'));
    expect(onExpandedChange).toHaveBeenCalledTimes(1);
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(['one']));
    // The parent has not passed the new keys yet: the accordion shows what it is told.
    expect(header('Item one')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Item two')).toHaveAttribute('aria-expanded', 'true');

    rerender(accordion({ expandedKeys: ['one'], onExpandedChange }, pair));
    expect(header('Item one')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Item two')).toHaveAttribute('aria-expanded', 'false');

    await user.click(header('Item one'));
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set());
  });

  it('marks collapsed panels hidden="until-found" so find-in-page can reach them', () => {
    renderAccordion({ defaultExpandedKeys: ['one'] });
    expect(panelOf(header('Item one'))).not.toHaveAttribute('hidden');
    for (const title of ['Item two', 'Item three', 'Item four']) {
      expect(panelOf(header(title))).toHaveAttribute('hidden', 'until-found');
    }
  });

  it('opens the item whose collapsed panel the browser matched (beforematch)', () => {
    const onExpandedChange = vi.fn();
    renderAccordion({ onExpandedChange });
    const panel = panelOf(header('Item three'));
    fireEvent(panel, new Event('beforematch', { bubbles: true }));
    expect(header('Item three')).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveAttribute('hidden');
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(['three']));
  });

  it('is a named group when given aria-label, and a plain container otherwise', () => {
    const { unmount } = renderAccordion({ 'aria-label': 'Lorem questions' });
    const group = screen.getByRole('group', { name: 'Lorem questions' });
    expect(group).toContainElement(header('Item one'));
    unmount();
    const { container } = renderAccordion();
    expect(container.firstElementChild).not.toHaveAttribute('role');
  });

  it('merges a caller className with its own', () => {
    const { container } = renderAccordion({ className: 'extra' });
    const root = container.firstElementChild;
    expect(root).toHaveClass('extra');
    expect(root?.classList.length).toBeGreaterThan(1);
  });

  describe('misuse', () => {
    // React logs the thrown error before rethrowing it; keep the test output readable.
    const silenceReact = () => vi.spyOn(console, 'error').mockImplementation(() => {});

    it('throws when an AccordionItem is rendered outside an Accordion', () => {
      silenceReact();
      expect(() =>
        render(
          <AccordionItem id="one" title="Item one">
            Lorem
          </AccordionItem>,
        ),
      ).toThrow(/inside an <Accordion>/);
    });

    it('throws when expandedKeys comes without onExpandedChange', () => {
      silenceReact();
      expect(() => renderAccordion({ expandedKeys: ['one'] })).toThrow(/onExpandedChange/);
    });

    it('throws when more than one item is asked to be open', () => {
      silenceReact();
      expect(() => renderAccordion({ defaultExpandedKeys: ['one', 'two'] })).toThrow(/one item at a time/);
    });

    it('throws on a heading level outside 2 to 6', () => {
      silenceReact();
      expect(() => renderAccordion({ headingLevel: 1 as never })).toThrow(/headingLevel=\{1\}/);
    });
  });
});
