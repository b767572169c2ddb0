import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css';
import { badgeTones, type BadgeTone } from './badgeTones';
import { classNames } from '../private/className';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The colour, by meaning: `action` for categories, `emergency` for urgent labels. @default 'neutral' */
  tone?: BadgeTone;
  /** A short label: one or two words. */
  children: ReactNode;
}

/** A small pill label for a category or status. Not interactive: for filters use `ToggleChip`. */
export function Badge({ tone, className, ...props }: BadgeProps) {
  if (import.meta.env.DEV && tone !== undefined && !badgeTones.includes(tone)) {
    throw new Error(`Badge tone "${String(tone)}" does not exist: use one of ${badgeTones.join(', ')}.`);
  }
  return <span {...props} className={classNames(styles.badge({ tone }), className)} />;
}
