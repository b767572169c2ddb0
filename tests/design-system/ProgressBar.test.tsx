import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from '../../design-system/components/ProgressBar/ProgressBar';

describe('ProgressBar', () => {
  it('is a progressbar named by its label, with its value and a formatted value text', () => {
    render(<ProgressBar label="Uploading kitchen.jpg" value={40} showValueLabel />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading kitchen.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(bar).toHaveTextContent('40%');
  });

  it('fills the track to the share of the range done', () => {
    render(<ProgressBar aria-label="Upload" value={3} maxValue={4} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    const fill = bar.querySelector('[style]');
    expect(fill).toHaveStyle({ width: '75%' });
  });

  it('has no value while its length is not known', () => {
    render(<ProgressBar label="Preparing" isIndeterminate />);
    expect(screen.getByRole('progressbar', { name: 'Preparing' })).not.toHaveAttribute('aria-valuenow');
  });

  it('refuses a bar without a name, saying how to give one', () => {
    expect(() => render(<ProgressBar value={10} />)).toThrow(/aria-label/);
  });
});
