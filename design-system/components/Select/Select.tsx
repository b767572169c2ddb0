import { use, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormValidationContext } from 'react-aria-components';
import { ErrorContent, Label, assertFieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { ChevronDown } from '../Icon/icons';
import * as styles from './Select.css';
import { classNames } from '../private/className';

export interface SelectOption {
  /** What the form submits. Non-empty and unique: the empty value belongs to the placeholder. */
  value: string;
  /** What people see in the picker. */
  label: string;
}

export interface SelectProps {
  /**
   * The visible label, which is also the select's accessible name. Do not type an asterisk:
   * `isRequired` draws a visible " *" after the label (hidden from screen readers, which announce
   * "required" instead).
   */
  label: string;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /**
   * Text of an empty first option (`<option value="">`), selected until people choose. Required
   * with `isRequired`: it is the value the browser's required check rejects.
   * @default undefined
   */
  placeholder?: string;
  /** Help text under the label, read out with the select through `aria-describedby`. @default undefined */
  description?: string;
  /**
   * Replaces the error text for every failure: the browser's required message after a submit, a
   * `Form`'s `validationErrors` entry for `name`, or `isInvalid`.
   * @default undefined
   */
  errorMessage?: string;
  /** The form field name; also the key of this field's entry in a RAC `Form`'s `validationErrors`. @default undefined */
  name?: string;
  /** The selected value, for a controlled select; `''` selects the placeholder. @default undefined */
  value?: string;
  /** The initially selected value, for an uncontrolled select. @default the first option */
  defaultValue?: string;
  /** Called with the chosen option's `value` (`''` for the placeholder). @default undefined */
  onChange?: (value: string) => void;
  /** Blocks the submit until an option is chosen, and draws the visible required marker. @default false */
  isRequired?: boolean;
  /** Marks the value invalid, shows `errorMessage` and blocks a native submit. @default false */
  isInvalid?: boolean;
  /** Greys the select out and leaves it out of the submitted data. @default false */
  isDisabled?: boolean;
  /** The browser's autofill hint, for example `country-name`. @default undefined */
  autoComplete?: string;
  /** Added to the wrapper's class. @default undefined */
  className?: string;
}

/** Misuse that would make the select lie: a required check that can never fail, or values that clash. */
function assertSelectOptions(options: readonly SelectOption[], placeholder: string | undefined, isRequired: boolean) {
  if (!import.meta.env.DEV) return;
  if (options.length === 0) {
    throw new Error('Select needs at least one option: pass options={[{ value: "one", label: "Item one" }]}.');
  }
  if (isRequired && placeholder === undefined) {
    throw new Error(
      'Select with isRequired needs a placeholder (for example placeholder="Select an item"): without the empty first option a value is always selected, so the required check can never fail.',
    );
  }
  const seen = new Set<string>();
  for (const option of options) {
    if (option.value === '') {
      throw new Error(
        `Select option "${option.label}" has an empty value: give it a non-empty value; the empty value is reserved for the placeholder.`,
      );
    }
    if (seen.has(option.value)) {
      throw new Error(`Select has two options with value "${option.value}": each option needs its own value.`);
    }
    seen.add(option.value);
  }
}

// The same rule RAC's fields use: the first invalid control in document order takes focus.
const firstInvalidControl = (form: HTMLFormElement) =>
  Array.from(form.elements).find((element) => (element as HTMLSelectElement).validity?.valid === false);

/**
 * A styled native `<select>`: the phone's own picker and no listbox script. Ids and ARIA are wired by
 * hand. It follows RAC's native validation so it behaves like `TextField` inside a RAC `Form`: the
 * browser's message shows in the page after a submit, the first invalid field takes focus, and
 * `validationErrors` from the `Form` show until the value changes.
 */
export function Select({
  label,
  options,
  placeholder,
  description,
  errorMessage,
  name,
  value,
  defaultValue,
  onChange,
  isRequired = false,
  isInvalid = false,
  isDisabled = false,
  autoComplete,
  className,
}: SelectProps) {
  assertFieldLabel('Select', label);
  assertSelectOptions(options, placeholder, isRequired);

  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const selectRef = useRef<HTMLSelectElement>(null);
  const [nativeError, setNativeError] = useState<string | null>(null);

  const serverErrors = use(FormValidationContext);
  const serverEntry = name === undefined ? undefined : serverErrors[name];
  const serverMessage = Array.isArray(serverEntry) ? serverEntry.join(' ') : serverEntry;
  const [lastServerMessage, setLastServerMessage] = useState(serverMessage);
  const [serverErrorCleared, setServerErrorCleared] = useState(false);
  if (serverMessage !== lastServerMessage) {
    setLastServerMessage(serverMessage);
    setServerErrorCleared(false);
  }
  const activeServerMessage = serverErrorCleared ? undefined : serverMessage || undefined;

  const showsInvalid = isInvalid || activeServerMessage !== undefined || nativeError !== null;
  const message = errorMessage || activeServerMessage || nativeError;
  const describedBy = [description && descriptionId, showsInvalid && message && errorId].filter(Boolean).join(' ');

  // As RAC does with validationBehavior="native": a custom validity makes the browser block the submit.
  const customValidity = isInvalid ? errorMessage || 'Invalid value.' : (activeServerMessage ?? '');
  useEffect(() => {
    selectRef.current?.setCustomValidity(customValidity);
  }, [customValidity]);

  useEffect(() => {
    const form = selectRef.current?.form;
    if (!form) return;
    const clear = () => setNativeError(null);
    form.addEventListener('reset', clear);
    return () => form.removeEventListener('reset', clear);
  }, []);

  const handleInvalid = (event: FormEvent<HTMLSelectElement>) => {
    const select = event.currentTarget;
    // Show the message in the page, not in the browser's bubble, as RAC fields do.
    event.preventDefault();
    setNativeError(select.validationMessage);
    if (select.form && firstInvalidControl(select.form) === select) select.focus();
  };

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setNativeError(null);
    setServerErrorCleared(true);
    onChange?.(event.currentTarget.value);
  };

  return (
    <div
      className={classNames(fieldStyles.field, className)}
      data-invalid={showsInvalid || undefined}
      data-disabled={isDisabled || undefined}
      data-required={isRequired || undefined}
    >
      <Label htmlFor={id} isRequired={isRequired}>
        {label}
      </Label>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      <span className={styles.control}>
        <select
          ref={selectRef}
          id={id}
          name={name}
          value={value}
          defaultValue={defaultValue}
          required={isRequired}
          disabled={isDisabled}
          autoComplete={autoComplete}
          aria-invalid={showsInvalid || undefined}
          aria-describedby={describedBy || undefined}
          data-invalid={showsInvalid || undefined}
          className={styles.select}
          onChange={handleChange}
          onInvalid={handleInvalid}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon icon={ChevronDown} size={styles.chevronSize} className={styles.chevron} />
      </span>
      {showsInvalid && message && (
        <span id={errorId} className={fieldStyles.error}>
          <ErrorContent>{message}</ErrorContent>
        </span>
      )}
    </div>
  );
}
