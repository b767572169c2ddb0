import {
  Input as AriaInput,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label, assertFieldLabel, type FieldErrorMessage } from '../Field/Field';
import * as styles from '../Field/Field.css';
import type { TextFieldType } from './textFieldTypes';
import { composeClassName } from '../private/className';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'> {
  /**
   * The visible label, which is also the input's accessible name. Do not type an asterisk: `isRequired`
   * draws a visible " *" after the label (hidden from screen readers, which announce "required" instead).
   */
  label: string;
  /** Help text under the label, read out with the input through `aria-describedby`. @default undefined */
  description?: string;
  /**
   * Replaces the error text. Without it the field shows the browser's message after a submit
   * ("Please fill out this field.", an email format hint), the `validate` result or the `Form`'s
   * `validationErrors`. Pass a function to choose per failure.
   * @default undefined
   */
  errorMessage?: FieldErrorMessage;
  /** The kind of text: picks the phone keyboard and, for `email`, the browser's format check. @default 'text' */
  type?: TextFieldType;
  /** An example value shown while empty. Never a replacement for the label. @default undefined */
  placeholder?: string;
}

/**
 * A single-line text input on RAC's `TextField`. RAC's default `validationBehavior="native"` is kept:
 * the browser's constraint checks (`isRequired`, `type="email"`) block the submit and their messages
 * show in the field, and the first invalid field takes focus.
 */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  assertFieldLabel('TextField', label);
  return (
    <AriaTextField
      {...props}
      type={type}
      className={composeClassName(className, styles.field)}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      {description && <Description>{description}</Description>}
      <AriaInput className={styles.textInput} placeholder={placeholder} />
      <FieldError errorMessage={errorMessage} />
    </AriaTextField>
  );
}
