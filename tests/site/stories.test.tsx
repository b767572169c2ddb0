import { act, render, screen, waitFor } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '../../design-system';
import { toast, toastQueue } from '../../design-system/components/Toast/toastQueue';
import { requestTimeout } from '../../site/contact/api';
import * as contactStories from '../../site/components/islands/ContactForm.stories';
import * as galleryStories from '../../site/components/Gallery.stories';
import * as headerStories from '../../site/components/SiteHeader.stories';

const { homePage } = contentFor('en').home;
const { contactPage } = contentFor('en').pages;
const { galleryImages, galleryInitialCount } = contentFor('en').gallery;

// The site's section stories claim a state in their names; these check each one reaches it.
async function show(Story: ComponentType) {
  await act(async () => {
    render(
      <>
        <Story />
        <ToastRegion />
      </>,
    );
  });
}

afterEach(() => {
  act(() => {
    toast.dismissAll();
    toastQueue.clear();
  });
});

const toastNamed = (name: string) => screen.findByRole('alertdialog', { name });

const copy = contactPage.form;

describe('contact form stories', () => {
  it('Empty shows the form with nothing typed', async () => {
    await show(contactStories.Empty);
    expect(screen.getByRole('textbox', { name: new RegExp(copy.labels.fullName) })).toHaveValue('');
  });

  it('Invalid marks the required fields', async () => {
    await show(contactStories.Invalid);
    await waitFor(() => expect(screen.getByRole('textbox', { name: new RegExp(copy.labels.fullName) })).toHaveAttribute('aria-invalid', 'true'));
  });

  it('Sending shows the pending button with the message kept, until the form gives up on its own timeout', async () => {
    // The story's endpoint never answers. Left alone, the form's timeout would end the send 15 s
    // later, in whatever test then runs in this worker; here the clock is moved on to it instead.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await show(contactStories.Sending);
      const sent = vi.spyOn(globalThis, 'fetch');
      await waitFor(() => expect(screen.getByRole('button', { name: new RegExp(copy.sendingLabel) })).toBeInTheDocument());
      expect(screen.getByRole('textbox', { name: new RegExp(copy.labels.fullName) })).toHaveValue('Jane Doe');
      await waitFor(() => expect(sent).toHaveBeenCalled());
      await act(() => vi.advanceTimersByTimeAsync(requestTimeout));
      await waitFor(() => expect(logged).toHaveBeenCalledWith('Contact form: the message was not sent.', expect.objectContaining({ name: 'TimeoutError' })));
      expect(await toastNamed(copy.errorMessage)).toBeInTheDocument();
    } finally {
      logged.mockRestore();
      vi.useRealTimers();
    }
  });

  it('Sent shows the success toast and empties the form', async () => {
    await show(contactStories.Sent);
    expect(await toastNamed(copy.successMessage)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(copy.labels.fullName) })).toHaveValue('');
  });

  it('Failed shows the failure toast, keeps what was typed and logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await show(contactStories.Failed);
    expect(await toastNamed(copy.errorMessage)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(copy.labels.fullName) })).toHaveValue('Jane Doe');
    expect(logged).toHaveBeenCalledWith('Contact form: the message was not sent.', expect.objectContaining({ name: 'HTTPError' }));
    logged.mockRestore();
  });
});

describe('section stories', () => {
  it('Gallery Collapsed shows the first few photos and See More Work', async () => {
    await show(galleryStories.Collapsed);
    expect(screen.getAllByRole('img')).toHaveLength(galleryInitialCount);
    expect(screen.getByRole('button', { name: homePage.gallery.showMoreLabel })).toBeInTheDocument();
  });

  it('Gallery Expanded shows every photo', async () => {
    await show(galleryStories.Expanded);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(galleryImages.length));
    expect(screen.getByRole('button', { name: homePage.gallery.showLessLabel })).toBeInTheDocument();
  });

  it('Header Desktop renders the header with its menu', async () => {
    await show(headerStories.Desktop);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });
});
