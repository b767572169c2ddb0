import type { ReactNode } from 'react';
import { Label as AriaLabel, ProgressBar as AriaProgressBar, type ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';
import { composeClassName } from '../private/className';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children'> {
  /**
   * The visible label above the bar. Without it, pass `aria-label` or `aria-labelledby`: a bar
   * nobody can name is refused in development.
   * @default undefined
   */
  label?: ReactNode;
  /** Shows the value as text ('40%', or RAC's `valueLabel`) at the end of the label row. @default false */
  showValueLabel?: boolean;
}

/**
 * How far a task has come (an upload, a step of several), on RAC's `ProgressBar`: `role="progressbar"`
 * with `aria-valuenow` and a formatted `aria-valuetext`. `isIndeterminate` for a task whose length is
 * not known yet; the fill moves only when motion is allowed.
 */
export function ProgressBar({ label, showValueLabel = false, className, ...props }: ProgressBarProps) {
  if (import.meta.env.DEV && label === undefined && !props['aria-label'] && !props['aria-labelledby']) {
    throw new Error('ProgressBar needs a name: pass label="…", aria-label="…" or aria-labelledby (for example aria-label="Uploading kitchen.jpg").');
  }
  return (
    <AriaProgressBar {...props} className={composeClassName(className, styles.progressBar)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label === undefined && !showValueLabel ? null : (
            <span className={styles.labelRow}>
              {/* RAC's Label, so the bar is named by it (`aria-labelledby`). */}
              {label === undefined ? null : (
                <AriaLabel elementType="span" className={styles.label}>
                  {label}
                </AriaLabel>
              )}
              {showValueLabel ? <span className={styles.value}>{valueText}</span> : null}
            </span>
          )}
          <span className={styles.track}>
            <span
              className={isIndeterminate ? `${styles.fill} ${styles.indeterminate}` : styles.fill}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}
