import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../design-system/components/Button/Button';
import { Tooltip, TooltipTrigger } from '../../design-system/components/Tooltip/Tooltip';
import { restingSinceAttribute, tooltipDelay, tooltipSkipDelay } from '../../design-system/components/Tooltip/tooltipTiming';
import { tooltipsUnderFakeTimers } from '../tooltipTimers';

function TwoTooltips({ onOpenChange }: { onOpenChange?: (isOpen: boolean) => void }) {
  return (
    <>
      <TooltipTrigger onOpenChange={onOpenChange}>
        <Button>One</Button>
        <Tooltip>First tip</Tooltip>
      </TooltipTrigger>
      <TooltipTrigger>
        <Button>Two</Button>
        <Tooltip>Second tip</Tooltip>
      </TooltipTrigger>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const tooltip = () => screen.queryByRole('tooltip');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// RAC's useHover reads pointerType and counts a hover only after the pointer has moved (interaction
// modality "pointer"); touch-emulated hovers are ignored.
function hover(element: HTMLElement, pointerType = 'mouse') {
  fireEvent.pointerMove(element, { pointerType });
  fireEvent.pointerEnter(element, { pointerType });
}
const unhover = (element: HTMLElement) => fireEvent.pointerLeave(element, { pointerType: 'mouse' });

function openFirst() {
  hover(button('One'));
  wait(tooltipDelay);
  expect(tooltip()).toHaveTextContent('First tip');
}

describe('Tooltip', () => {
  tooltipsUnderFakeTimers();

  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.restoreAllMocks();
  });

  it('opens on hover after 700 ms, not at 699 ms', () => {
    render(<TwoTooltips />);
    hover(button('One'));
    wait(699);
    expect(tooltip()).not.toBeInTheDocument();
    wait(1);
    expect(tooltip()).toHaveTextContent('First tip');
  });

  it('counts the delay from when the page says the pointer came to rest, for a hover handed over late', () => {
    const { container } = render(<TwoTooltips />);
    // An island that hydrated under a pointer resting on it for 500 ms already (site/islandRuntime/loader/replay.ts).
    container.setAttribute(restingSinceAttribute, String(performance.now() - 500));
    hover(button('One'));
    container.removeAttribute(restingSinceAttribute);
    wait(199);
    expect(tooltip()).not.toBeInTheDocument();
    wait(1);
    expect(tooltip()).toHaveTextContent('First tip');
  });

  it('opens at once when the pointer had rested longer than the delay before the hover was handed over', () => {
    const { container } = render(<TwoTooltips />);
    container.setAttribute(restingSinceAttribute, String(performance.now() - tooltipDelay - 300));
    hover(button('One'));
    container.removeAttribute(restingSinceAttribute);
    wait(0);
    expect(tooltip()).toHaveTextContent('First tip');
    // The next hover, handed over at once, waits the whole delay again.
    unhover(button('One'));
    wait(tooltipSkipDelay);
    hover(button('Two'));
    wait(tooltipDelay - 1);
    expect(screen.queryByText('Second tip')).not.toBeInTheDocument();
  });

  it('opens on keyboard focus after 700 ms', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<TwoTooltips />);
    await user.tab();
    expect(button('One')).toHaveFocus();
    wait(699);
    expect(tooltip()).not.toBeInTheDocument();
    wait(1);
    expect(tooltip()).toHaveTextContent('First tip');
  });

  it('makes the open tooltip the trigger’s accessible description', () => {
    render(<TwoTooltips />);
    expect(button('One')).not.toHaveAttribute('aria-describedby');
    openFirst();
    const open = screen.getByRole('tooltip');
    expect(button('One')).toHaveAttribute('aria-describedby', open.id);
    expect(button('One')).toHaveAccessibleDescription('First tip');
    unhover(button('One'));
    expect(button('One')).not.toHaveAttribute('aria-describedby');
  });

  it('opens the next tooltip at once when hovered 299 ms after one closed', () => {
    render(<TwoTooltips />);
    openFirst();
    unhover(button('One'));
    wait(tooltipSkipDelay - 1);
    hover(button('Two'));
    expect(tooltip()).toHaveTextContent('Second tip');
  });

  it('waits the full 700 ms when the next tooltip is hovered 300 ms after one closed', () => {
    render(<TwoTooltips />);
    openFirst();
    unhover(button('One'));
    wait(tooltipSkipDelay);
    hover(button('Two'));
    wait(tooltipDelay - 1);
    expect(tooltip()).not.toBeInTheDocument();
    wait(1);
    expect(tooltip()).toHaveTextContent('Second tip');
  });

  it('opens the next tooltip at once when Tab moves focus along', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<TwoTooltips />);
    await user.tab();
    wait(tooltipDelay);
    expect(tooltip()).toHaveTextContent('First tip');
    await user.tab();
    expect(button('Two')).toHaveFocus();
    expect(tooltip()).toHaveTextContent('Second tip');
  });

  it('does not open when the pointer leaves before the delay, and a tooltip never shown does not skip the next delay', () => {
    render(<TwoTooltips />);
    hover(button('One'));
    wait(400);
    unhover(button('One'));
    hover(button('Two'));
    expect(tooltip()).not.toBeInTheDocument();
    wait(tooltipDelay - 1);
    expect(tooltip()).not.toBeInTheDocument();
    wait(1);
    expect(tooltip()).toHaveTextContent('Second tip');
  });

  it('ignores a hover emulated from touch', () => {
    render(<TwoTooltips />);
    hover(button('One'), 'touch');
    wait(tooltipDelay);
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('closes on pointer leave', () => {
    render(<TwoTooltips />);
    openFirst();
    unhover(button('One'));
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('closes on press of the trigger', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<TwoTooltips />);
    openFirst();
    await user.click(button('One'));
    expect(tooltip()).not.toBeInTheDocument();
    wait(tooltipDelay);
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<TwoTooltips />);
    openFirst();
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('closes on page scroll', () => {
    render(<TwoTooltips />);
    openFirst();
    fireEvent.scroll(window);
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('does not open when the page scrolls during the delay', () => {
    render(<TwoTooltips />);
    hover(button('One'));
    wait(400);
    fireEvent.scroll(window);
    wait(tooltipDelay);
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('reports opening after the delay and closing', () => {
    const onOpenChange = vi.fn();
    render(<TwoTooltips onOpenChange={onOpenChange} />);
    hover(button('One'));
    expect(onOpenChange).not.toHaveBeenCalled();
    wait(tooltipDelay);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    unhover(button('One'));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });

  it('refuses to render outside a TooltipTrigger', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Tooltip>Lonely tip</Tooltip>)).toThrow(/inside a TooltipTrigger/);
  });
});
