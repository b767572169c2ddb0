import { useId, type ReactNode } from 'react';
import { classNames } from '../private/className';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** How far the task has come, from 0 to `maxValue`. Leave it out while the length is not known yet. @default undefined */
  value?: number;
  /** The value at which the task is done. @default 100 */
  maxValue?: number;
  /**
   * The visible label above the bar. Without it, pass `aria-label` or `aria-labelledby`: a bar
   * nobody can name is refused in development.
   * @default undefined
   */
  label?: ReactNode;
  /** Names the bar when it has no visible label ('Uploading kitchen.jpg'). @default undefined */
  'aria-label'?: string;
  /** The id of the element that names the bar. @default undefined */
  'aria-labelledby'?: string;
  /** Shows the share done ('40%') at the end of the label row. @default false */
  showValueLabel?: boolean;
  className?: string;
}

/**
 * How far a task has come (an upload, a step of several): the platform's own `<progress>`, which every
 * browser and screen reader knows as a progress bar with its value, and which needs no script to
 * draw. (React Aria's ProgressBar brings a number formatter that the bundler puts in every island's
 * shared code: about 1.4 KB gzip on every page for a bar only a form's photos show.) Without `value`
 * the bar says its length is not known yet; it moves only when motion is allowed.
 */
export function ProgressBar({ value, maxValue = 100, label, showValueLabel = false, className, ...named }: ProgressBarProps) {
  const labelId = useId();
  if (import.meta.env.DEV && label === undefined && !named['aria-label'] && !named['aria-labelledby']) {
    throw new Error('ProgressBar needs a name: pass label="…", aria-label="…" or aria-labelledby (for example aria-label="Uploading kitchen.jpg").');
  }
  const share = value === undefined ? undefined : Math.round((Math.min(Math.max(value, 0), maxValue) / maxValue) * 100);
  return (
    <span className={classNames(styles.progressBar, className)}>
      {label === undefined && !showValueLabel ? null : (
        <span className={styles.labelRow}>
          {label === undefined ? null : (
            <span id={labelId} className={styles.label}>
              {label}
            </span>
          )}
          {showValueLabel && share !== undefined ? (
            <span className={styles.value} aria-hidden="true">
              {`${share}%`}
            </span>
          ) : null}
        </span>
      )}
      <progress
        className={styles.bar}
        max={maxValue}
        value={value}
        aria-label={named['aria-label']}
        aria-labelledby={label === undefined ? named['aria-labelledby'] : labelId}
      />
    </span>
  );
}
