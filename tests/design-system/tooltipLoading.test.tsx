import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../design-system/components/Button/Button';

// Real timers and a fresh copy of the Tooltip module per test: what is checked here is when the
// bubble's chunk is fetched and what happens when that fetch fails.
const overlayPath = '../../design-system/components/Tooltip/TooltipOverlay';

async function freshTooltip() {
  vi.resetModules();
  const tooltip = await import('../../design-system/components/Tooltip/Tooltip');
  const timing = await import('../../design-system/components/Tooltip/tooltipTiming');
  timing.resetTooltipWarmth();
  return tooltip;
}

function hover(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
  fireEvent.pointerEnter(element, { pointerType: 'mouse' });
}
const unhover = (element: HTMLElement) => fireEvent.pointerLeave(element, { pointerType: 'mouse' });

afterEach(() => {
  vi.doUnmock(overlayPath);
  vi.restoreAllMocks();
});

describe('Tooltip bubble loading', () => {
  it('fetches the bubble only once a tooltip is requested, then shows it after the delay', async () => {
    const imported = vi.fn();
    vi.doMock(overlayPath, async (importOriginal) => {
      imported();
      return importOriginal();
    });
    const { Tooltip, TooltipTrigger } = await freshTooltip();
    render(
      <TooltipTrigger delay={50}>
        <Button>Save</Button>
        <Tooltip>Save the draft</Tooltip>
      </TooltipTrigger>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(imported).not.toHaveBeenCalled();
    expect(screen.queryByRole('tooltip')).toBeNull();

    hover(screen.getByRole('button', { name: 'Save' }));
    // The bubble's module is transformed on its first import, which took over 5 s with every core busy.
    expect(await screen.findByRole('tooltip', {}, { timeout: 15_000 })).toHaveTextContent('Save the draft');
    expect(imported).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
  });

  it('keeps the page and the trigger working when the bubble cannot be fetched, and retries on the next request', async () => {
    let offline = true;
    const attempted = vi.fn();
    vi.doMock(overlayPath, async (importOriginal) => {
      attempted();
      if (offline) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { Tooltip, TooltipTrigger } = await freshTooltip();
    const pressed = vi.fn();
    render(
      <TooltipTrigger delay={20}>
        <Button onPress={pressed}>Save</Button>
        <Tooltip>Save the draft</Tooltip>
      </TooltipTrigger>,
    );
    const button = screen.getByRole('button', { name: 'Save' });

    hover(button);
    await waitFor(() => expect(attempted).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.click(button);
    expect(pressed).toHaveBeenCalledTimes(1);

    unhover(button);
    offline = false;
    await new Promise((resolve) => setTimeout(resolve, 350));
    hover(button);
    expect(await screen.findByRole('tooltip', {}, { timeout: 15_000 })).toHaveTextContent('Save the draft');
  });
});
