import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SkipLink } from '../../design-system/components/SkipLink/SkipLink';

const Page = () => (
  <>
    <SkipLink />
    <header>
      <a href="/">Home</a>
      <a href="/about">About</a>
    </header>
    <main id="main" tabIndex={-1}>
      <p>Content</p>
    </main>
  </>
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SkipLink', () => {
  it('is the first tab stop of the page and points at #main', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
  });

  it('stays in the accessibility tree and is visible once focused', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).not.toHaveAttribute('hidden');
    expect(link).not.toHaveAttribute('aria-hidden');
    await user.tab();
    expect(link).toHaveFocus();
    expect(getComputedStyle(link).display).not.toBe('none');
    expect(link).toBeVisible();
  });

  it('takes another in-page target and label', () => {
    render(<SkipLink href="#content">Skip to content</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#content');
  });

  it('throws in development when the href is not an in-page target', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SkipLink href={'/main' as `#${string}`} />)).toThrow(/SkipLink href must point at an element/);
  });
});
