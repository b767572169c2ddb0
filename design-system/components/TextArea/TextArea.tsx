import {
  TextArea as AriaTextArea,
  TextAreaContext as AriaTextAreaContext,
  TextField as AriaTextField,
  useSlottedContext,
  type TextAreaProps as AriaTextAreaProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label, assertFieldLabel, type FieldErrorMessage } from '../Field/Field';
import * as styles from '../Field/Field.css';
import { composeClassName } from '../private/className';

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
 * RAC's `TextField` learns that its field is a `<textarea>` from a ref, so its first render (the only
 * one on the server) gives the field `type="text"`, which is invalid on a textarea and stays in the
 * prerendered HTML. The field's props pass through here without it.
 */
function TextAreaElement(props: AriaTextAreaProps) {
  const { type: _type, ...fieldProps } = (useSlottedContext(AriaTextAreaContext) ?? {}) as AriaTextAreaProps & { type?: string };
  return (
    <AriaTextAreaContext value={fieldProps}>
      <AriaTextArea {...props} />
    </AriaTextAreaContext>
  );
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
      className={composeClassName(className, styles.field)}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      {description && <Description>{description}</Description>}
      <TextAreaElement className={styles.textArea} placeholder={placeholder} rows={rows} />
      <FieldError errorMessage={errorMessage} />
    </AriaTextField>
  );
}
