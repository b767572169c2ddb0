import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rateLimitedBody, retryAfterSeconds } from '../../functions/infra/limits';
import { contactLimits, idempotencyKeyPattern } from '../../functions/contract/forms';
import { fillTemplate } from '../../site/contact/formCopy';
import { business } from '../../site/content/facts/business';
import { copy, descriptionOf, expectValidValuesKept, fields, fillValid, formErrorMessages, jsonResponse, pasteValid, renderForm, startEachTestAfresh, storedDraft, stubFetch, submitButton, toastNamed, valid } from './contactFormSupport';

describe('ContactForm: sending', () => {
  startEachTestAfresh();

  it('posts the exact JSON, reads Sending... while pending, then toasts success, resets and clears the draft', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock, requests } = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderForm();
    await fillValid(user);
    expect(storedDraft()).not.toBeNull();
    await user.click(submitButton());

    const pending = await screen.findByRole('button', { name: copy.sendingLabel });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByRole('status').some((region) => region.textContent === copy.sendingLabel)).toBe(true);
    // The label changes before the stub has read the body, so wait for the request itself.
    await waitFor(() => expect(requests).toHaveLength(1));
    // A second press while sending sends nothing more (fetch counts a call before reading its body).
    await user.click(pending);
    expect(fetchMock).toHaveBeenCalledTimes(1);

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
    await pasteValid(user);
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
    await pasteValid(user);
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
    await pasteValid(user);
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
    await pasteValid(user);
    await user.click(submitButton());
    await toastNamed(copy.errorMessage);
    status = 200;
    await user.click(submitButton());
    await toastNamed(copy.successMessage);
    const keys = requests.map((request) => (JSON.parse(request.body) as { idempotencyKey?: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(idempotencyKeyPattern);
    expect(keys[1]).toBe(keys[0]);

    await pasteValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(requests).toHaveLength(3));
    const next = (JSON.parse(requests[2]?.body ?? '{}') as { idempotencyKey?: string }).idempotencyKey;
    expect(next).toMatch(idempotencyKeyPattern);
    expect(next).not.toBe(keys[0]);
    // Three sends with the form filled in twice, typed key by key and then pasted.
  }, 60_000);

  it('on a network error shows the same failure toast and keeps the values', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderForm();
    await pasteValid(user);
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
    await pasteValid(user);
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
});
