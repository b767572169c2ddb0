import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccordionItem } from '../../design-system/components/Accordion/Accordion';
import { accordion, expectCollapsed, header, items, pair, panelOf, renderAccordion } from './accordionSupport';

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

  it.each([
    ['on a second click', ['Item two', 'Item two'], []],
    ['when another one opens', ['Item one', 'Item three'], ['Item three']],
  ])('closes the open item %s', async (_case, clicks, open) => {
    const user = userEvent.setup();
    renderAccordion();
    for (const name of clicks) await user.click(header(name));
    expectCollapsed(clicks[0] ?? '');
    expect(screen.queryAllByRole('button', { expanded: true }).map((button) => button.textContent)).toEqual(open);
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
