/** The accordions the Accordion tests render, and what they read of them. */
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import {
  Accordion,
  AccordionItem,
  type AccordionItemProps,
  type AccordionProps,
} from '../../design-system/components/Accordion/Accordion';

/** An item to render: its panel shows `content`, or a placeholder word. */
export type ItemSpec = Pick<AccordionItemProps, 'isDisabled' | 'headingLevel'> & { id: string; title: string; content?: ReactNode };

export const items: readonly ItemSpec[] = [
  { id: 'one', title: 'Item one', content: <p>Lorem ipsum one.</p> },
  { id: 'two', title: 'Item two', content: <p>Lorem ipsum two.</p> },
  { id: 'three', title: 'Item three', content: <p>Lorem ipsum three.</p> },
  { id: 'four', title: 'Item four', content: <p>Lorem ipsum four.</p> },
];

/** Two plain items, for the cases that need no more. */
export const pair: readonly ItemSpec[] = [
  { id: 'one', title: 'Item one' },
  { id: 'two', title: 'Item two' },
];

export function accordion(props: Partial<AccordionProps> = {}, list: readonly ItemSpec[] = items) {
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

export const renderAccordion = (props: Partial<AccordionProps> = {}, list: readonly ItemSpec[] = items) => render(accordion(props, list));

export const header = (name: string) => screen.getByRole('button', { name });

export function panelOf(button: HTMLElement) {
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
export function watchKeydowns() {
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

/** The item's header says it is collapsed, and its panel is hidden until find-in-page reaches it. */
export function expectCollapsed(title: string) {
  expect(header(title)).toHaveAttribute('aria-expanded', 'false');
  expect(panelOf(header(title))).toHaveAttribute('hidden', 'until-found');
}
