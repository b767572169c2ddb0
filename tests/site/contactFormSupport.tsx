import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { ToastRegion } from '../../design-system';
import { toast, toastQueue } from '../../design-system/components/Toast/toastQueue';
import ContactForm, { contactDraftKey } from '../../site/components/islands/ContactForm';
import { contactFormProps } from '../../site/contact/formProps';
import { contentFor } from '../../site/content/siteContent';
import type { Lang } from '../../site/i18n/lang';

/* The contact form as the tests drive it: rendered on its own with the toasts, filled in, its requests answered in the test. */

export const { contactPage, formErrorMessages } = contentFor('en').pages;

export const copy = contactPage.form;

export const valid = {
  fullName: 'Jane Doe',
  email: 'jane@example.org',
  phone: '770 555 0100',
  serviceNeeded: 'water-restoration',
  message: 'Water is coming up through the basement floor.',
};

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface SentRequest {
  method: string;
  url: string;
  contentType: string | null;
  body: string;
}

/**
 * A fetch that records every request ky made and answers with `respond`. It reads the body as a real
 * fetch does: ky cancels its own copy of the body afterwards, which waits until this one is consumed.
 */
export function stubFetch(respond: (request: SentRequest) => Promise<Response> | Response) {
  const requests: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const sent = { method: request.method, url: request.url, contentType: request.headers.get('content-type'), body: await request.text() };
    requests.push(sent);
    return respond(sent);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

export function renderForm(lang: Lang = 'en') {
  const view = render(
    <>
      <h2 id="form-heading">{contentFor(lang).pages.contactPage.form.heading}</h2>
      <ContactForm {...contactFormProps('form-heading', lang)} />
      <ToastRegion />
    </>,
  );
  return { user: userEvent.setup(), ...view };
}

export const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
export const fields = () => ({
  fullName: field(copy.labels.fullName),
  email: field(copy.labels.email),
  phone: field(copy.labels.phone),
  serviceNeeded: screen.getByRole<HTMLSelectElement>('combobox', { name: copy.labels.serviceNeeded }),
  message: field(copy.labels.message),
});
/** Every control holds the valid values: what a send that failed, or a page opened again, must keep. */
export function expectValidValuesKept() {
  const controls = fields();
  for (const name of ['fullName', 'email', 'phone', 'serviceNeeded', 'message'] as const) expect(controls[name]).toHaveValue(valid[name]);
}
export const submitButton = () => screen.getByRole('button', { name: copy.submitLabel });

export async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const controls = fields();
  await user.type(controls.fullName, valid.fullName);
  await user.type(controls.email, valid.email);
  await user.type(controls.phone, valid.phone);
  await user.selectOptions(controls.serviceNeeded, valid.serviceNeeded);
  await user.type(controls.message, valid.message);
}

/** The same values pasted rather than typed key by key: for tests about something else than typing. */
export async function pasteValid(user: ReturnType<typeof userEvent.setup>) {
  const controls = fields();
  for (const name of ['fullName', 'email', 'phone', 'message'] as const) {
    await user.click(controls[name]);
    await user.paste(valid[name]);
  }
  await user.selectOptions(controls.serviceNeeded, valid.serviceNeeded);
}

export const toastNamed = (name: string) => screen.findByRole('alertdialog', { name });
export const storedDraft = () => sessionStorage.getItem(contactDraftKey);

/** The text of everything the control's aria-describedby points at. */
export const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');


/** Each test starts with no draft and no toast, on the real clock, with the globals it stubbed put back. */
export function startEachTestAfresh() {
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => {
    act(() => {
      toast.dismissAll();
      toastQueue.clear();
    });
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
