import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label, assertFieldLabel, type FieldErrorMessage } from '../Field/Field';
import * as styles from '../Field/Field.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'type' | 'pattern'> {
  /**
   * The visible label, which is also the textarea's accessible name. Do not type an asterisk:
   * `isRequired` draws a visible " *" after the label (hidden from screen readers, which announce
   * "required" instead).
   */
  label: string;
  /** Help text under the label, read out with the textarea through `aria-describedby`. @default undefined */
  description?: string;
  /**
   * Replaces the error text. Without it the field shows the browser's message after a submit, the
   * `validate` result or the `Form`'s `validationErrors`. Pass a function to choose per failure.
   * @default undefined
   */
  errorMessage?: FieldErrorMessage;
  /** An example value shown while empty. Never a replacement for the label. @default undefined */
  placeholder?: string;
  /** Visible lines of text before the box scrolls; people can drag it taller. @default 4 */
  rows?: number;
}

/**
 * A multi-line text input on RAC's `TextField` + `TextArea`, with RAC's native validation kept as in
 * `TextField`.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  assertFieldLabel('TextArea', label);
  return (
    <AriaTextField
      {...props}
      className={composeRenderProps(className, (custom) => [styles.field, custom].filter(Boolean).join(' '))}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      {description && <Description>{description}</Description>}
      <AriaTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      <FieldError errorMessage={errorMessage} />
    </AriaTextField>
  );
}
