import { act, render, screen, waitFor } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '../../design-system';
import { rateLimitedBody, retryAfterSeconds } from '../../functions/infra/limits';
import { toast, toastQueue } from '../../design-system/components/Toast/toastQueue';
import NewsletterForm from '../../site/components/islands/NewsletterForm';
import { newsletterFormProps } from '../../site/contact/formProps';

const { blogPage, formErrorMessages } = contentFor('en').pages;

const copy = blogPage.newsletter;

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Records each request and, like a real fetch, consumes its body (ky waits for that before settling). */
function stubFetch(respond: () => Promise<Response> | Response) {
  const requests: { method: string; url: string; body: string }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push({ method: request.method, url: request.url, body: await request.text() });
    return respond();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

function renderForm() {
  render(
    <>
      <h2 id="newsletter-heading">{copy.heading}</h2>
      <NewsletterForm {...newsletterFormProps('newsletter-heading', 'en')} />
      <ToastRegion />
    </>,
  );
  return userEvent.setup();
}

const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: copy.emailLabel });
const subscribe = () => screen.getByRole('button', { name: copy.submitLabel });
const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('NewsletterForm', () => {
  afterEach(() => {
    act(() => {
      toast.dismissAll();
      toastQueue.clear();
    });
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is disabled in the prerendered HTML and enabled once rendered in the browser', () => {
    const html = renderToString(<NewsletterForm {...newsletterFormProps('newsletter-heading', 'en')} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const button = [...container.querySelectorAll('button')].find((element) => element.textContent === copy.submitLabel);
    expect(button?.hasAttribute('disabled')).toBe(true);
    expect(container.querySelector('noscript')?.textContent).toContain(copy.noScriptText);
    renderForm();
    expect(subscribe()).toBeEnabled();
  });

  it('is a named form with an email input', () => {
    renderForm();
    expect(screen.getByRole('form', { name: copy.heading })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
  });

  it('posts { email } to the newsletter endpoint, shows the pending label, then the success toast', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = renderForm();
    await user.type(emailField(), 'jane@example.org');
    await user.click(subscribe());

    const pending = await screen.findByRole('button', { name: copy.pendingLabel });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    // The label changes before the stub has read the body, so wait for the request itself.
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/subscribe-newsletter');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ email: 'jane@example.org', language: 'en' });

    await act(async () => answer(jsonResponse(200, { ok: true })));
    expect(await screen.findByRole('alertdialog', { name: copy.successMessage })).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
    expect(subscribe()).not.toHaveAttribute('aria-disabled');
  });

  it('on a failed request shows the failure toast, logs the error and keeps the address', async () => {
    stubFetch(() => jsonResponse(502, { ok: false, error: 'send_failed' }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderForm();
    await user.type(emailField(), 'jane@example.org');
    await user.click(subscribe());

    expect(await screen.findByRole('alertdialog', { name: copy.errorMessage })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(emailField()).toHaveValue('jane@example.org');
    expect(subscribe()).not.toHaveAttribute('aria-disabled');
  });

  it('on a 429 says too many sign-ups came from the connection, not the generic failure, and keeps the address', async () => {
    stubFetch(() => new Response(JSON.stringify(rateLimitedBody), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': String(retryAfterSeconds) } }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderForm();
    await user.type(emailField(), 'jane@example.org');
    await user.click(subscribe());

    expect(await screen.findByRole('alertdialog', { name: copy.rateLimitedMessage })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: copy.errorMessage })).not.toBeInTheDocument();
    expect(emailField()).toHaveValue('jane@example.org');
    expect(subscribe()).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    ['an empty field', '', formErrorMessages.byField.email.required],
    ['an address without a domain', 'jane@', formErrorMessages.byCode.invalid_email],
  ])('on %s shows the error next to the field, focuses it and sends nothing', async (_case, typed, message) => {
    const { fetchMock } = stubFetch(() => jsonResponse(200, { ok: true }));
    const user = renderForm();
    if (typed) await user.type(emailField(), typed);
    await user.click(subscribe());

    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(emailField())).toContain(message);
    expect(emailField()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
