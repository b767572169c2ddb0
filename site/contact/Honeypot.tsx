import { useId } from 'react';
import { VisuallyHidden } from '../../design-system';
import { honeypotField } from '../../functions/contract/forms';

export interface HoneypotProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never see or reach: off screen, out of the tab order, hidden from screen readers and
 * from autofill. Form-filling bots find it in the markup and fill it, and the function then answers
 * 200 without sending anything. A plain input, because nobody is meant to see it styled.
 */
export function Honeypot({ label, value, onChange }: HoneypotProps) {
  const id = useId();
  return (
    <VisuallyHidden as="div" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={honeypotField}
        tabIndex={-1}
        autoComplete="off"
        // Password managers skip fields marked so; browsers ignore autocomplete="off", which is why
        // the name itself is chosen to match none of their heuristics (functions/contract/forms.ts).
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore="true"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </VisuallyHidden>
  );
}

/** The honeypot's entry for a payload: only present when something filled it. */
export const honeypotEntry = (value: string) => (value === '' ? {} : { [honeypotField]: value });
