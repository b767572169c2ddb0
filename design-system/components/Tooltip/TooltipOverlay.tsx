import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipContext as AriaTooltipContext,
  TooltipTriggerStateContext as AriaTooltipTriggerStateContext,
} from 'react-aria-components';
import type { TooltipProps, TooltipTriggerContextValue } from './Tooltip';
import * as styles from './Tooltip.css';
import { composeClassName } from '../private/className';

/**
 * The tooltip bubble: React Aria's `Tooltip` (position, portal, flip, enter and exit animation) with
 * our styles and arrow, fed the state and ids of our `TooltipTrigger`. Loaded on demand by `Tooltip`.
 */
export function TooltipOverlay({
  trigger,
  placement = 'top',
  offset = 8,
  className,
  children,
  ...props
}: TooltipProps & { trigger: TooltipTriggerContextValue }) {
  return (
    <AriaTooltipTriggerStateContext value={trigger.state}>
      <AriaTooltipContext value={{ ...trigger.tooltipProps, triggerRef: trigger.triggerRef }}>
        <AriaTooltip
          {...props}
          placement={placement}
          offset={offset}
          className={composeClassName(className, styles.tooltip)}
        >
          <OverlayArrow>
            <svg className={styles.arrow} width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
              <path d="M0 0 L6 6 L12 0 Z" />
            </svg>
          </OverlayArrow>
          {children}
        </AriaTooltip>
      </AriaTooltipContext>
    </AriaTooltipTriggerStateContext>
  );
}
