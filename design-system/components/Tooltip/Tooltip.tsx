import { createContext, use, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { TooltipProps as AriaTooltipProps } from 'react-aria-components';
// FocusableProvider is how React Aria's own TooltipTrigger hands the trigger its hover, focus and
// describedby props; the package exports it under `private`, and the version is the one
// react-aria-components 1.22 pins.
import { FocusableProvider } from 'react-aria/private/interactions/useFocusable';
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import { useTooltipTriggerState, type TooltipTriggerProps as StatelyTooltipTriggerProps } from 'react-stately/useTooltipTriggerState';
import { loadOnce } from '../private/loadOnce';
import type { TooltipPlacement } from './tooltipPlacements';
import { currentOpenDelay, markTooltipClosed, restedFor, tooltipDelay } from './tooltipTiming';

type TriggerState = ReturnType<typeof useTooltipTriggerState>;
type TriggerAria = ReturnType<typeof useTooltipTrigger>;

/** What the bubble needs from its trigger: the open state, the tooltip's id and role, and where to point. */
export interface TooltipTriggerContextValue {
  state: TriggerState;
  tooltipProps: TriggerAria['tooltipProps'];
  triggerRef: RefObject<HTMLElement | null>;
}

const TooltipTriggerContext = createContext<TooltipTriggerContextValue | null>(null);

// The bubble (positioning, portal, arrow, animation: about 6 KB compressed) is its own chunk. A page
// only needs it once a tooltip is requested; the fetch starts on hover or focus and is done long
// before the 700 ms delay is over.
const tooltipOverlay = loadOnce(() => import('./TooltipOverlay'));

/** Fetches the tooltip bubble's code ahead of the first tooltip (tests, or a page that shows one at once). */
export function preloadTooltip(): Promise<void> {
  return tooltipOverlay.load().then(() => undefined);
}

export interface TooltipTriggerProps extends Omit<StatelyTooltipTriggerProps, 'delay' | 'closeDelay' | 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
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
 *
 * The same hooks as React Aria's `TooltipTrigger`, composed here so that the bubble's code can stay
 * out of the page until a tooltip is wanted. A page whose code arrives after the visitor came to rest
 * on the trigger says since when (`restingSinceAttribute`), and the delay counts from then.
 */
export function TooltipTrigger({ delay = tooltipDelay, defaultOpen = false, onOpenChange, children, ...props }: TooltipTriggerProps) {
  // React Aria is told the tooltip is open from the moment it asks for it, so every close reaches us,
  // including one that arrives while we are still waiting; what the reader sees is `isShown`.
  const [isRequested, setRequested] = useState(defaultOpen);
  const [isShown, setShown] = useState(defaultOpen);
  const [isInstant, setInstant] = useState(false);
  const shown = useRef(defaultOpen);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const triggerRef = useRef<HTMLElement>(null);

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
    if (wait === 0) {
      show(true);
      return;
    }
    // A hover or focus handed over late (an island that hydrated under the pointer) has waited already.
    const remaining = wait - restedFor(triggerRef.current);
    if (remaining <= 0) show(false);
    else timer.current = setTimeout(() => show(false), remaining);
  };

  // delay 0 and closeDelay 0: React Aria reports hover, focus, press and Escape at once, and the timing
  // is ours (its warm-up window is a fixed 500 ms and keyboard focus would open without any delay).
  const ariaProps = { ...props, delay: 0, closeDelay: 0, isOpen: isRequested, onOpenChange: request };
  const state = useTooltipTriggerState(ariaProps);
  const { triggerProps, tooltipProps } = useTooltipTrigger(ariaProps, state, triggerRef);

  useEffect(() => {
    if (!isRequested) return;
    // Start fetching the bubble now; `Tooltip` reports a failure (by drawing nothing).
    tooltipOverlay.load().catch(() => undefined);
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

  const context: TooltipTriggerContextValue = {
    // The bubble renders only once the delay is over. Opening within the skip delay swaps tooltips
    // without a fade; closing follows React Aria, which skips the fade when another tooltip replaces this one.
    state: { ...state, isOpen: isShown, shouldSkipAnimation: isShown ? isInstant : state.shouldSkipAnimation },
    tooltipProps,
    triggerRef,
  };
  return (
    <TooltipTriggerContext value={context}>
      <FocusableProvider {...triggerProps} ref={triggerRef}>
        {children}
      </FocusableProvider>
    </TooltipTriggerContext>
  );
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
export function Tooltip(props: TooltipProps) {
  const trigger = use(TooltipTriggerContext);
  if (import.meta.env.DEV && !trigger) {
    throw new Error(
      'Tooltip must be inside a TooltipTrigger: <TooltipTrigger><Button aria-label="…">…</Button><Tooltip>…</Tooltip></TooltipTrigger>.',
    );
  }
  const { children } = props;
  if (import.meta.env.DEV && (children === undefined || children === null || children === '' || typeof children === 'boolean')) {
    throw new Error('Tooltip needs text: pass a short description as its children, for example <Tooltip>Copy link</Tooltip>.');
  }
  const isOpen = trigger?.state.isOpen ?? false;
  const overlay = tooltipOverlay.loaded();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!isOpen || overlay) return;
    let isCurrent = true;
    tooltipOverlay.load().then(
      () => {
        if (isCurrent) setLoaded(true);
      },
      () => {
        // Offline or a failed deploy: nothing is drawn, the trigger still says what it does, and the
        // next open tries again.
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isOpen, overlay]);
  // Nothing to draw until the bubble's code is here; once it is, the bubble stays mounted so it can fade out.
  if (!trigger || !overlay) return null;
  return <overlay.TooltipOverlay {...props} trigger={trigger} />;
}
