import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from '../../design-system/components/Button/Button';
import { buttonSizes, buttonVariants } from '../../design-system/components/Button/buttonVariants';

describe('Button', () => {
  it('calls onPress on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it.each(buttonVariants.flatMap((variant) => buttonSizes.map((size) => [variant, size] as const)))(
    'gives %s / %s its own class combination',
    (variant, size) => {
      render(
        <>
          <Button variant={variant} size={size} aria-label="under test">
            x
          </Button>
          <Button aria-label="reference">x</Button>
        </>,
      );
      const tested = screen.getByRole('button', { name: 'under test' }).className;
      const reference = screen.getByRole('button', { name: 'reference' }).className;
      if (variant === 'default' && size === 'default') expect(tested).toBe(reference);
      else expect(tested).not.toBe(reference);
    },
  );

  it('does not fire while disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Save
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('keeps its name and focus while pending, and ignores presses', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { rerender } = render(<Button onPress={onPress}>Sending...</Button>);
    const button = screen.getByRole('button', { name: 'Sending...' });
    button.focus();
    rerender(
      <Button isPending onPress={onPress}>
        Sending...
      </Button>,
    );
    expect(screen.getByRole('button', { name: /Sending\.\.\./ })).toHaveFocus();
    expect(button).toHaveAttribute('data-pending', 'true');
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('throws in development for an icon-only button without a name', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Button size="icon">x</Button>)).toThrow(/needs an accessible name: pass aria-label/);
    expect(() => render(<ButtonLink size="icon" href="/x">x</ButtonLink>)).toThrow(/ButtonLink with size="icon"/);
    vi.restoreAllMocks();
  });

  it('accepts an icon-only button named by aria-label', () => {
    render(
      <Button size="icon" aria-label="Close">
        x
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('ButtonLink', () => {
  it('renders a real link with the button look', () => {
    render(
      <>
        <ButtonLink variant="emergency" href="tel:+15550100">
          Call Now
        </ButtonLink>
        <Button variant="emergency">Reference</Button>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Call Now' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', 'tel:+15550100');
    expect(link.className).toBe(screen.getByRole('button', { name: 'Reference' }).className);
  });
});
