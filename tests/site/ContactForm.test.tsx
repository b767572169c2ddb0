import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { rateLimitedBody, retryAfterSeconds } from '../../functions/infra/limits';
import { contactLimits, honeypotField, idempotencyKeyPattern } from '../../functions/contract/forms';
import ContactForm, { contactDraftKey } from '../../site/components/islands/ContactForm';
import { contactFormProps } from '../../site/contact/formProps';
import { errorSummary } from '../../site/contact/fieldErrors';
import { fillTemplate } from '../../site/contact/formCopy';
import { business } from '../../site/content/facts/business';
import {
  copy,
  descriptionOf,
  expectValidValuesKept,
  fields,
  fillValid,
  formErrorMessages,
  jsonResponse,
  renderForm,
  startEachTestAfresh,
  storedDraft,
  stubFetch,
  submitButton,
  toastNamed,
  valid,
} from './contactFormSupport';

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

  it('posts the exact JSON, reads Sending... while pending, then toasts success, resets and clears the draft', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderForm();
    await fillValid(user);
    expect(storedDraft()).not.toBeNull();
    await user.click(submitButton());

    const pending = await screen.findByRole('button', { name: copy.sendingLabel });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByRole('status').some((region) => region.textContent === copy.sendingLabel)).toBe(true);
    // A second press while sending sends nothing more.
    await user.click(pending);
    expect(requests).toHaveLength(1);

    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/send-contact-email');
    expect(request?.contentType).toMatch(/^application\/json/);
    // No photo was added: the message carries an empty list of them.
    expect(JSON.parse(request?.body ?? '')).toEqual({ ...valid, language: 'en', idempotencyKey: expect.stringMatching(idempotencyKeyPattern), photos: [] });

    await act(async () => answer(jsonResponse(200, { ok: true })));
    expect(await toastNamed(copy.successMessage)).toBeInTheDocument();
    const controls = fields();
    for (const control of Object.values(controls)) expect(control).toHaveValue('');
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    expect(storedDraft()).toBeNull();
  });

  it('on a 202 (stored, mail to follow) says the message was received, offers the phone and resets', async () => {
    stubFetch(() => jsonResponse(202, { ok: true, queued: true }));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submitButton());

    const received = await toastNamed(copy.queuedMessage);
    expect(copy.queuedMessage).toContain(business.phone.display);
    expect(within(received).getByRole('link', { name: copy.callActionLabel })).toHaveAttribute('href', business.phone.href);
    expect(screen.queryByRole('alertdialog', { name: copy.errorMessage })).not.toBeInTheDocument();
    for (const control of Object.values(fields())) expect(control).toHaveValue('');
    expect(storedDraft()).toBeNull();
  });

  it('on a 500 shows the failure toast with a tap-to-call action, logs the error and keeps every value', async () => {
    stubFetch(() => jsonResponse(500, { ok: false, error: 'internal' }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submitButton());

    const failure = await toastNamed(copy.errorMessage);
    const call = within(failure).getByRole('link', { name: copy.callActionLabel });
    expect(call).toHaveAttribute('href', business.phone.href);
    expect(copy.callActionLabel).toContain(business.phone.display);
    expect(logged).toHaveBeenCalled();
    expectValidValuesKept();
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    // The draft keeps the key it was sent with, so a resend is recognised as the same message.
    expect(JSON.parse(storedDraft() ?? '{}')).toEqual({ ...valid, idempotencyKey: expect.stringMatching(idempotencyKeyPattern) });
  });

  it.each([
    ["the web ACL's", rateLimitedBody],
    ["API Gateway's throttle's", { message: 'Too Many Requests' }],
  ])('on a 429 (%s body) says too many messages came from the connection, offers the phone and keeps every value', async (_source, body) => {
    stubFetch(() => new Response(JSON.stringify(body), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': String(retryAfterSeconds) } }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submitButton());

    const limited = await toastNamed(copy.rateLimitedMessage);
    expect(copy.rateLimitedMessage).toContain(business.phone.display);
    expect(within(limited).getByRole('link', { name: copy.callActionLabel })).toHaveAttribute('href', business.phone.href);
    expect(screen.queryByRole('alertdialog', { name: copy.errorMessage })).not.toBeInTheDocument();
    expectValidValuesKept();
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    expect(JSON.parse(storedDraft() ?? '{}')).toEqual({ ...valid, idempotencyKey: expect.stringMatching(idempotencyKeyPattern) });
  });

  it('sends the same idempotency key again when the visitor resends after a failure, and a new one for the next message', async () => {
    let status = 504;
    const { requests } = stubFetch(() => jsonResponse(status, { ok: status < 300 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submitButton());
    await toastNamed(copy.errorMessage);
    status = 200;
    await user.click(submitButton());
    await toastNamed(copy.successMessage);
    const keys = requests.map((request) => (JSON.parse(request.body) as { idempotencyKey?: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(idempotencyKeyPattern);
    expect(keys[1]).toBe(keys[0]);

    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(requests).toHaveLength(3));
    const next = (JSON.parse(requests[2]?.body ?? '{}') as { idempotencyKey?: string }).idempotencyKey;
    expect(next).toMatch(idempotencyKeyPattern);
    expect(next).not.toBe(keys[0]);
    // Three sends with the form filled in twice, typed key by key.
  }, 60_000);

  it('on a network error shows the same failure toast and keeps the values', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submitButton());

    const failure = await toastNamed(copy.errorMessage);
    expect(within(failure).getByRole('link', { name: copy.callActionLabel })).toHaveAttribute('href', business.phone.href);
    expect(logged).toHaveBeenCalled();
    expect(fields().message).toHaveValue(valid.message);
    expect(fields().fullName).toHaveValue(valid.fullName);
  });

  it('marks the fields a 400 from the function names, with their messages, and focuses the first', async () => {
    stubFetch(() =>
      jsonResponse(400, { ok: false, error: 'validation', fields: { email: 'invalid_email', message: 'too_long', body: 'invalid_type' } }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submitButton());

    await toastNamed(copy.errorMessage);
    const controls = fields();
    await waitFor(() => expect(controls.email).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(controls.email)).toContain(formErrorMessages.byCode.invalid_email);
    expect(controls.message).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(controls.message)).toContain(fillTemplate(formErrorMessages.tooLong, { max: contactLimits.message }));
    expect(controls.fullName).not.toHaveAttribute('aria-invalid');
    expect(controls.email).toHaveFocus();
    expect(controls.email).toHaveValue(valid.email);
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
