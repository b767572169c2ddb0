import { useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  TooltipTriggerStateContext,
  composeRenderProps,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps as AriaTooltipTriggerProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';
import type { TooltipPlacement } from './tooltipPlacements';
import { currentOpenDelay, markTooltipClosed, tooltipDelay } from './tooltipTiming';

export interface TooltipTriggerProps extends Omit<AriaTooltipTriggerProps, 'delay' | 'closeDelay' | 'isOpen'> {
  /** One focusable trigger (a `Button` with visible text or an `aria-label`) followed by its `Tooltip`. */
  children: ReactNode;
  /**
   * Milliseconds the pointer rests on, or keyboard focus stays on, the trigger before the tooltip opens.
   * Within 300 ms of any tooltip closing, the next one opens at once.
   * @default 700
   */
  delay?: number;
  /** Whether the tooltip is shown on first render (reference pages, visual checks). @default false */
  defaultOpen?: boolean;
  /** Called when the tooltip appears (after the delay) and when it disappears. @default undefined */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether the tooltip stays closed, independent of the trigger. @default false */
  isDisabled?: boolean;
}

/**
 * Shows a `Tooltip` when its trigger is hovered with a mouse or focused with the keyboard, after
 * `delay`; closes it on pointer leave, blur, press of the trigger, Escape and page scroll.
 *
 * A tooltip is never the only way to get information: touch users never see it. The trigger must
 * already say what it does (visible text or `aria-label`); the tooltip repeats or adds to that, and
 * while open it becomes the trigger's accessible description (`aria-describedby`).
 */
export function TooltipTrigger({ delay = tooltipDelay, defaultOpen = false, onOpenChange, children, ...props }: TooltipTriggerProps) {
  // RAC is told the tooltip is open from the moment it asks for it, so every close reaches us, including
  // one that arrives while we are still waiting; what the reader sees is `isShown`.
  const [isRequested, setRequested] = useState(defaultOpen);
  const [isShown, setShown] = useState(defaultOpen);
  const [isInstant, setInstant] = useState(false);
  const shown = useRef(defaultOpen);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = useCallback(
    (instant: boolean) => {
      timer.current = null;
      shown.current = true;
      setInstant(instant);
      setShown(true);
      onOpenChange?.(true);
    },
    [onOpenChange],
  );

  const hide = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setRequested(false);
    if (!shown.current) return;
    shown.current = false;
    markTooltipClosed();
    setShown(false);
    onOpenChange?.(false);
  }, [onOpenChange]);

  const request = (isOpen: boolean) => {
    if (!isOpen) {
      hide();
      return;
    }
    setRequested(true);
    if (shown.current || timer.current) return;
    const wait = currentOpenDelay(delay);
    if (wait === 0) show(true);
    else timer.current = setTimeout(() => show(false), wait);
  };

  useEffect(() => {
    if (!isRequested) return;
    // Capture phase: scroll does not bubble, and a scrolled container moves the trigger too.
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', hide, { capture: true });
  }, [isRequested, hide]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return (
    // delay 0 and closeDelay 0: RAC reports hover, focus, press and Escape at once, and the timing is
    // ours (its warm-up window is a fixed 500 ms and keyboard focus would open without any delay).
    <AriaTooltipTrigger {...props} delay={0} closeDelay={0} isOpen={isRequested} onOpenChange={request}>
      <ShownState isShown={isShown} isInstant={isInstant}>
        {children}
      </ShownState>
    </AriaTooltipTrigger>
  );
}

/** Hands the tooltip RAC's trigger state with our open flag, so it renders only once the delay is over. */
function ShownState({ isShown, isInstant, children }: { isShown: boolean; isInstant: boolean; children: ReactNode }) {
  const state = useContext(TooltipTriggerStateContext);
  const value = state && {
    ...state,
    isOpen: isShown,
    // Opening within the skip delay swaps tooltips without a fade; closing follows RAC, which skips the
    // fade when another tooltip replaces this one.
    shouldSkipAnimation: isShown ? isInstant : state.shouldSkipAnimation,
  };
  return <TooltipTriggerStateContext.Provider value={value}>{children}</TooltipTriggerStateContext.Provider>;
}

export interface TooltipProps
  extends Omit<AriaTooltipProps, 'children' | 'placement' | 'offset' | 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'triggerRef'> {
  /**
   * Short text that repeats or adds to what the trigger already says. Never put information here that
   * is not available some other way: touch users do not see tooltips.
   */
  children: ReactNode;
  /** The side of the trigger the tooltip appears on; RAC flips it when there is no room. @default 'top' */
  placement?: TooltipPlacement;
  /** Distance from the trigger in pixels, arrow included. @default 8 */
  offset?: number;
}

/** The tooltip bubble with its arrow. Place it inside a `TooltipTrigger`, right after the trigger. */
export function Tooltip({ placement = 'top', offset = 8, className, children, ...props }: TooltipProps) {
  const state = useContext(TooltipTriggerStateContext);
  if (import.meta.env.DEV && !state) {
    throw new Error(
      'Tooltip must be inside a TooltipTrigger: <TooltipTrigger><Button aria-label="…">…</Button><Tooltip>…</Tooltip></TooltipTrigger>.',
    );
  }
  if (import.meta.env.DEV && (children === undefined || children === null || children === '' || typeof children === 'boolean')) {
    throw new Error('Tooltip needs text: pass a short description as its children, for example <Tooltip>Copy link</Tooltip>.');
  }
  return (
    <AriaTooltip
      {...props}
      placement={placement}
      offset={offset}
      className={composeRenderProps(className, (custom) => [styles.tooltip, custom].filter(Boolean).join(' '))}
    >
      <OverlayArrow>
        <svg className={styles.arrow} width={12} height={12} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M0 0 L6 6 L12 0 Z" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}
