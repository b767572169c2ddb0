import { useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button';

export interface FormStoryProps {
  /** The fields whose values a valid submit prints, in order. */
  names: readonly string[];
  style: CSSProperties;
  children: ReactNode;
}

/**
 * The form of the field components' validation stories: the browser checks the fields on submit, as
 * on the site, and a submit it lets through prints the values it would send.
 */
export function FormStory({ names, style, children }: FormStoryProps) {
  const [submitted, setSubmitted] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(`Sent: ${names.map((name) => String(data.get(name))).join(', ')}`);
  };
  return (
    <Form style={style} onSubmit={submit}>
      {children}
      <div>
        <Button type="submit">Submit</Button>
      </div>
      <p role="status">{submitted}</p>
    </Form>
  );
}

/** Where the field components' playgrounds start: each text a placeholder, every state off. */
export const fieldPlaygroundArgs = {
  label: 'Label',
  description: 'Lorem ipsum dolor sit amet.',
  placeholder: '',
  errorMessage: 'Lorem ipsum is not valid.',
  isRequired: false,
  isInvalid: false,
  isDisabled: false,
};
