import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from '../../design-system/components/ProgressBar/ProgressBar';

const valueOf = (bar: HTMLElement) => (bar as HTMLProgressElement).value;

describe('ProgressBar', () => {
  it('is a progressbar named by its visible label, with its value and the share shown', () => {
    render(<ProgressBar label="Uploading kitchen.jpg" value={40} showValueLabel />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading kitchen.jpg' });
    expect(bar.tagName).toBe('PROGRESS');
    expect(valueOf(bar)).toBe(40);
    expect(bar).toHaveAttribute('max', '100');
    expect(screen.getByText('40%')).toBeInTheDocument();
  });

  it('takes a range of its own and a name for screen readers alone', () => {
    render(<ProgressBar aria-label="Upload" value={3} maxValue={4} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(valueOf(bar)).toBe(3);
    expect(bar).toHaveAttribute('max', '4');
  });

  it('has no value while its length is not known', () => {
    render(<ProgressBar label="Preparing" />);
    const bar = screen.getByRole('progressbar', { name: 'Preparing' });
    expect(bar).not.toHaveAttribute('value');
    expect(bar.matches(':indeterminate')).toBe(true);
  });

  it('refuses a bar without a name, saying how to give one', () => {
    expect(() => render(<ProgressBar value={10} />)).toThrow(/aria-label/);
  });
});
