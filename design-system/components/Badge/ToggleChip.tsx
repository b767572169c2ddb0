import type { ReactNode } from 'react';
import {
  ToggleButton as AriaToggleButton,
  composeRenderProps,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { Check } from '../Icon/icons';
import * as styles from './ToggleChip.css';
import { composeClassName } from '../private/className';

export interface ToggleChipProps extends AriaToggleButtonProps {
  /** The visible label, which is also the accessible name. */
  children: AriaToggleButtonProps['children'];
}

/**
 * A filter chip on RAC's `ToggleButton`: `aria-pressed`, Space and Enter come from RAC. Use
 * `isSelected` + `onChange` (controlled) or `defaultSelected`.
 */
export function ToggleChip({ className, children, ...props }: ToggleChipProps) {
  if (import.meta.env.DEV && children === undefined && !props['aria-label'] && !props['aria-labelledby']) {
    throw new Error('ToggleChip needs a visible label as its children, for example <ToggleChip>Item one</ToggleChip>.');
  }
  return (
    <AriaToggleButton
      {...props}
      className={composeClassName(className, styles.chip)}
    >
      {composeRenderProps(children, (content, { isSelected }): ReactNode => (
        <>
          {isSelected ? <Icon icon={Check} size={16} className={styles.check} /> : null}
          {content}
        </>
      ))}
    </AriaToggleButton>
  );
}
