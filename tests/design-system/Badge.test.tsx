import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from '../../design-system/components/Badge/Badge';
import * as styles from '../../design-system/components/Badge/Badge.css';
import { badgeTones } from '../../design-system/components/Badge/badgeTones';
import { ToggleChip } from '../../design-system/components/Badge/ToggleChip';

const checkIcon = (button: HTMLElement) => button.querySelector('svg');

describe('Badge', () => {
  it.each(badgeTones)('renders the %s tone as a text label', (tone) => {
    render(<Badge tone={tone}>Category</Badge>);
    const badge = screen.getByText('Category');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveClass(...styles.badge({ tone }).split(' '));
  });
});

describe('ToggleChip', () => {
  it('toggles aria-pressed on click and reports each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ToggleChip onChange={onChange}>Item one</ToggleChip>);
    const chip = screen.getByRole('button', { name: 'Item one' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it.each([
    ['Space', ' '],
    ['Enter', '{Enter}'],
  ])('toggles with %s', async (_, key) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ToggleChip onChange={onChange}>Item one</ToggleChip>);
    await user.tab();
    const chip = screen.getByRole('button', { name: 'Item one' });
    expect(chip).toHaveFocus();
    await user.keyboard(key);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('follows isSelected when controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ToggleChip isSelected={false} onChange={onChange}>
        Item one
      </ToggleChip>,
    );
    const chip = screen.getByRole('button', { name: 'Item one' });
    await user.click(chip);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(chip).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a check mark only while selected, hidden from the accessible name', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [isSelected, setSelected] = useState(false);
      return (
        <ToggleChip isSelected={isSelected} onChange={setSelected}>
          Item one
        </ToggleChip>
      );
    }
    render(<Controlled />);
    const chip = screen.getByRole('button', { name: 'Item one' });
    expect(checkIcon(chip)).toBeNull();
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(checkIcon(chip)).toHaveAttribute('aria-hidden', 'true');
    expect(chip).toHaveAccessibleName('Item one');
    await user.click(chip);
    expect(checkIcon(chip)).toBeNull();
  });

  it('does not toggle when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ToggleChip isDisabled onChange={onChange}>
        Item one
      </ToggleChip>,
    );
    const chip = screen.getByRole('button', { name: 'Item one' });
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });
});
