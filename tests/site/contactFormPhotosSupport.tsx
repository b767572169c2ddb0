/** The contact form with photos as its tests drive it: the photo words, the functions answering, picking files and sending them. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { fillTemplate } from '../../site/contact/formCopy';
import { contentFor } from '../../site/content/siteContent';
import { jsonResponse, pasteValid, renderForm, stubFetch, submitButton, type SentRequest } from './contactFormSupport';

export const words = contentFor('en').pages.photoMessages;
export const prefix = 'Qm9yZWFsaXMtcGhvdG9zLTAx';
export const megabytes = (count: number) => Math.round(count * 1024 * 1024);

/** The upload function's answer for the sizes asked: one signed POST per photo, each to its own URL. */
function signedUploads(request: SentRequest) {
  const { photos } = JSON.parse(request.body) as { photos: { type: string; size: number }[] };
  return {
    uploads: photos.map((_, index) => {
      const key = `enquiry-photos/${prefix}/${index + 1}.jpg`;
      return { key, url: `https://bucket.example/upload-${index + 1}`, fields: { key, 'Content-Type': 'image/jpeg', Policy: 'cG9saWN5', 'X-Amz-Signature': 'c2ln' } };
    }),
  };
}

/** Reducing, thumbnails and uploads take their time on a busy machine: the form is waited for, not raced. */
export const patient = { timeout: 8000 };
export const sentToast = (name: string) => screen.findByRole('alertdialog', { name }, patient);

const isPath = (request: SentRequest, path: string) => new URL(request.url).pathname === path;

/** The functions, answered here: the upload function by `uploads`, the contact function by `contact`. */
export function stubFunctions({ uploads = (request: SentRequest) => jsonResponse(200, signedUploads(request)), contact = () => jsonResponse(200, { ok: true }) } = {}) {
  const { requests } = stubFetch((request) => (isPath(request, '/api/photo-upload') ? uploads(request) : contact()));
  return {
    uploadRequests: () => requests.filter((request) => isPath(request, '/api/photo-upload')),
    messages: () => requests.filter((request) => isPath(request, '/api/send-contact-email')).map((request) => JSON.parse(request.body) as Record<string, unknown>),
  };
}

export const fileInput = (container: HTMLElement) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The form has no file input.');
  return input;
};
export const photoList = () => screen.getByRole('group', { name: words.label }).querySelector('ul');
export const photoItems = () => within(photoList() ?? document.createElement('ul')).queryAllByRole('listitem');
export const notice = () => within(screen.getByRole('group', { name: words.label })).getByRole('status');
export const described = (index: number, count: number, name: string, size: string) => fillTemplate(words.description, { index, count, name, size });

export async function pick(view: ReturnType<typeof renderForm>, files: File[]) {
  await view.user.upload(fileInput(view.container), files);
}

const readyCount = () => within(photoList() ?? document.createElement('ul')).queryAllByText(words.readyText).length;

/** The form filled in, `files` picked and each ready to go, then Send pressed (after `beforeSend`). */
export async function sendWith(files: File[], { beforeSend = () => {} } = {}) {
  const view = renderForm();
  await pasteValid(view.user);
  await pick(view, files);
  await waitFor(() => expect(readyCount()).toBe(files.length), patient);
  beforeSend();
  await view.user.click(submitButton());
  return view;
}
