import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { expect, vi } from 'vitest';

/** The texts the control's aria-describedby points at, in order. */
export const descriptionsOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby')?.split(' ') ?? []).map((id) => document.getElementById(id)?.textContent);

/** Renders `field` in a form with a submit button; `onSubmit` records the submits the browser let through. */
export function renderForm(field: ReactNode, formProps: { validationErrors?: Record<string, string> } = {}) {
  const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
  const view = render(
    <Form onSubmit={onSubmit} {...formProps}>
      {field}
      <button type="submit">Submit</button>
    </Form>,
  );
  return { onSubmit, user: userEvent.setup(), ...view };
}

/**
 * A required control submitted empty: the browser refused the submit, and its own message is shown
 * under the control, tied to it, with focus moved there.
 */
export function expectValueMissing(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, onSubmit: (event: FormEvent) => void) {
  expect(onSubmit).not.toHaveBeenCalled();
  expect(control.validity.valueMissing).toBe(true);
  expect(control.validationMessage).not.toBe('');
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(descriptionsOf(control)).toEqual([control.validationMessage]);
  expect(control).toHaveFocus();
}
