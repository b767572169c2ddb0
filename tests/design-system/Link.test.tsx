import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from '../../design-system/components/Link/Link';

// dom-accessibility-api trims the hidden span's leading space when it computes the name; browsers keep it,
// so the name is matched loosely and the exact text is checked on textContent.
const newTabName = (text: string) => new RegExp(`^${text} ?\\(opens in a new tab\\)$`);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Link', () => {
  it('renders an internal link as a plain <a href> with no new-tab extras', () => {
    render(<Link href="/about">About</Link>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/about');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('opens an external link in a new tab with rel="noopener noreferrer" and says so to screen readers', () => {
    render(
      <Link href="https://example.com" isExternal>
        Example
      </Link>,
    );
    const link = screen.getByRole('link', { name: newTabName('Example') });
    expect(link.textContent).toBe('Example (opens in a new tab)');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('treats target="_blank" as external', () => {
    render(
      <Link href="https://example.com" target="_blank">
        Example
      </Link>,
    );
    const link = screen.getByRole('link', { name: newTabName('Example') });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the caller rel values and adds the safe ones', () => {
    render(
      <Link href="https://example.com" isExternal rel="nofollow noopener">
        Example
      </Link>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });

  it('navigates in-site links with the client router from RouterProvider', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/about">About</Link>
      </RouterProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(navigate).toHaveBeenCalledWith('/about', undefined);
  });

  it('leaves new-tab links to the browser instead of the client router', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/brochure" isExternal>
          Brochure
        </Link>
      </RouterProvider>,
    );
    await user.click(screen.getByRole('link', { name: newTabName('Brochure') }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('throws in development without an href', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Link>Nowhere</Link>)).toThrow(/Link needs an href/);
  });
});
