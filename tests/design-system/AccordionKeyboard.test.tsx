import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accordion, renderAccordion, header, watchKeydowns } from './accordionSupport';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Accordion keyboard', () => {
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

});
