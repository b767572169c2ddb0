import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { honeypotField } from '../../functions/contract/forms';
import ContactForm, { contactDraftKey } from '../../site/components/islands/ContactForm';
import { contactFormProps } from '../../site/contact/formProps';
import { errorSummary } from '../../site/contact/fieldErrors';
import { business } from '../../site/content/facts/business';
import { copy, descriptionOf, expectValidValuesKept, fields, fillValid, formErrorMessages, jsonResponse, renderForm, startEachTestAfresh, storedDraft, stubFetch, submitButton, valid } from './contactFormSupport';

describe('ContactForm', () => {
  startEachTestAfresh();

  it('is disabled in the prerendered HTML, so a press before hydration cannot submit natively', () => {
    const html = renderToString(<ContactForm {...contactFormProps('form-heading', 'en')} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const button = [...container.querySelectorAll('button')].find((element) => element.textContent === copy.submitLabel);
    expect(button).toBeDefined();
    expect(button?.hasAttribute('disabled')).toBe(true);
    expect(container.querySelector('noscript')?.textContent).toContain(business.phone.display);
  });

  it('enables the send button once rendered in the browser', () => {
    renderForm();
    expect(submitButton()).toBeEnabled();
  });

  it('has its fields with their kinds, requirements, placeholder and service options', () => {
    renderForm();
    const controls = fields();
    expect(controls.fullName).toHaveAttribute('aria-required', 'true');
    expect(controls.email).toHaveAttribute('type', 'email');
    expect(controls.email).toHaveAttribute('aria-required', 'true');
    expect(controls.phone).toHaveAttribute('type', 'tel');
    expect(controls.phone).not.toHaveAttribute('aria-required');
    expect(controls.message.tagName).toBe('TEXTAREA');
    expect(controls.message).toHaveAttribute('rows', '4');
    expect(controls.message).toHaveAttribute('placeholder', 'Please describe your situation...');
    const options = within(controls.serviceNeeded).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Select a service'],
      // Each service by its id and the name its entry gives it for the form, then the general choices.
      ['water-restoration', 'Water Damage'],
      ['mold-inspection', 'Mold Inspection'],
      ['crawl-space-cleanup', 'Crawl Space'],
      ['sewage-cleanup', 'Sewage Cleanup'],
      ['emergency', 'Emergency Service'],
      ['other', 'Other'],
    ]);
    // The visible labels read 'Full Name *' and so on; the star is hidden from screen readers.
    expect(screen.getByText(copy.labels.fullName).closest('label')?.textContent).toBe(`${copy.labels.fullName}\u00a0*`);
    expect(screen.getByRole('form', { name: copy.heading })).toBeInTheDocument();
  });

  it('hides the honeypot from people: out of the tab order, no autofill, under aria-hidden', () => {
    const { container } = renderForm();
    const trap = container.querySelector<HTMLInputElement>(`input[name="${honeypotField}"]`);
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap?.labels?.[0]).toHaveTextContent(copy.honeypotLabel);
  });

  it('on an empty submit shows the three required errors, focuses Full Name and sends nothing', async () => {
    const { fetchMock } = stubFetch(() => jsonResponse(200, { ok: true }));
    const { user } = renderForm();
    await user.click(submitButton());

    const controls = fields();
    expect(controls.fullName).toHaveFocus();
    expect(controls.fullName).toHaveAttribute('aria-invalid', 'true');
    expect(controls.email).toHaveAttribute('aria-invalid', 'true');
    expect(controls.message).toHaveAttribute('aria-invalid', 'true');
    expect(controls.phone).not.toHaveAttribute('aria-invalid');
    expect(descriptionOf(controls.fullName)).toContain(formErrorMessages.byField.fullName.required);
    expect(descriptionOf(controls.email)).toContain(formErrorMessages.byField.email.required);
    expect(descriptionOf(controls.message)).toContain(formErrorMessages.byField.message.required);
    expect(screen.getByText(errorSummary(formErrorMessages, 3))).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves focus to the first invalid field in document order and clears an error once edited', async () => {
    const { fetchMock } = stubFetch(() => jsonResponse(200, { ok: true }));
    const { user } = renderForm();
    const controls = fields();
    await user.type(controls.fullName, valid.fullName);
    await user.type(controls.email, 'not-an-address');
    await user.click(submitButton());

    expect(controls.email).toHaveFocus();
    expect(descriptionOf(controls.email)).toContain(formErrorMessages.byCode.invalid_email);
    await user.type(controls.email, '@example.org');
    expect(controls.email).not.toHaveAttribute('aria-invalid');
    expect(controls.message).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the draft in sessionStorage as the visitor types (never the honeypot) and restores it on remount', async () => {
    const first = renderForm();
    await fillValid(first.user);
    const trap = first.container.querySelector<HTMLInputElement>(`input[name="${honeypotField}"]`);
    if (!trap) throw new Error('no honeypot');
    await first.user.type(trap, 'bot');
    const saved = JSON.parse(storedDraft() ?? '{}') as Record<string, unknown>;
    expect(saved).toEqual(valid);
    expect(saved).not.toHaveProperty(honeypotField);
    first.unmount();

    renderForm();
    await waitFor(() => expectValidValuesKept());
  });

  it('ignores a stored draft that is not its own shape', async () => {
    sessionStorage.setItem(contactDraftKey, JSON.stringify({ fullName: 42, message: 'Kept', extra: 'dropped' }));
    renderForm();
    await waitFor(() => expect(fields().message).toHaveValue('Kept'));
    expect(fields().fullName).toHaveValue('');
  });
});
