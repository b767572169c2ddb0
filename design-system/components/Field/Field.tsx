import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text as AriaText,
  type LabelProps as AriaLabelProps,
  type ValidationResult,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { CircleAlert } from '../Icon/icons';
import * as styles from './Field.css';
import { classNames } from '../private/className';

/**
 * The message shown when a field is invalid: one text for every failure, or a function that picks a
 * text from RAC's validation result (`validationDetails.valueMissing`, `.typeMismatch`, `validationErrors`).
 */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/**
 * A label is what every field is announced by: refuse a blank one, and refuse a typed asterisk, which
 * would double the marker `isRequired` already draws.
 */
export function assertFieldLabel(component: string, label: string) {
  if (!import.meta.env.DEV) return;
  if (label.trim() === '') {
    throw new Error(`${component} needs a visible label: pass label="…" (for example label="Email address").`);
  }
  if (label.trim().endsWith('*')) {
    throw new Error(
      `${component} label "${label}" ends with "*": pass label="${label.replace(/\s*\*+\s*$/, '')}" with isRequired, which draws the marker and sets the input's required state.`,
    );
  }
}

/**
 * The visible required marker. It is real text, so the label reads "Full Name *" on screen, but it is
 * hidden from assistive technology: the control's own `required` state is announced as "required",
 * and a screen reader would otherwise also read "star".
 */
export function RequiredMarker() {
  return (
    <span aria-hidden="true" className={styles.requiredMarker}>
      {'\u00a0*'}
    </span>
  );
}

export interface LabelProps extends AriaLabelProps {
  /** Draws the visible required marker after the text (see `RequiredMarker`). @default false */
  isRequired?: boolean;
}

/** A field's label, bold, above its control. Inside a RAC field it is wired up by the field's context. */
export function Label({ isRequired = false, className, children, ...props }: LabelProps) {
  return (
    <AriaLabel {...props} className={classNames(styles.label, className)}>
      {children}
      {isRequired && <RequiredMarker />}
    </AriaLabel>
  );
}

export interface DescriptionProps {
  /** The help text. */
  children: ReactNode;
}

/** Help text for a RAC field; the field points the control's `aria-describedby` at it. */
export function Description({ children }: DescriptionProps) {
  return (
    <AriaText slot="description" className={styles.description}>
      {children}
    </AriaText>
  );
}

/** The icon and text of an error, shared by RAC fields and the native select. */
export function ErrorContent({ children }: { children: ReactNode }) {
  return (
    <>
      <Icon icon={CircleAlert} size={16} className={styles.errorIcon} />
      <span>{children}</span>
    </>
  );
}

export interface FieldErrorProps {
  /**
   * Replaces the message. Without it the field shows what failed: the browser's own constraint
   * message ("Please fill out this field."), the `validate` result or a `Form`'s `validationErrors`.
   * @default undefined
   */
  errorMessage?: FieldErrorMessage | undefined;
}

/**
 * A RAC field's error. RAC renders it only while the field is invalid and adds its id to the
 * control's `aria-describedby`.
 */
export function FieldError({ errorMessage }: FieldErrorProps) {
  return (
    <AriaFieldError className={styles.error}>
      {(validation) => {
        const message =
          typeof errorMessage === 'function'
            ? errorMessage(validation)
            : (errorMessage ?? validation.validationErrors.join(' '));
        // An invalid field with no text to show (isInvalid alone) gets the red border but no empty row.
        return message ? <ErrorContent>{message}</ErrorContent> : null;
      }}
    </AriaFieldError>
  );
}
