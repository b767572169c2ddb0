import type { Story, StoryDefault } from '@ladle/react';
import { fieldPlaygroundArgs, FormStory } from '../private/FormStory';
import { TextField, type TextFieldProps } from './TextField';
import { textFieldTypes, type TextFieldType } from './textFieldTypes';

export default {
  title: 'Components/TextField',
} satisfies StoryDefault;

const column = { display: 'grid', gap: '1.5rem', maxWidth: '24rem' } as const;

export const Basic: Story = () => (
  <div style={column}>
    <TextField label="Full name" name="basic-name" autoComplete="name" />
  </div>
);

export const States: Story = () => (
  <div style={column}>
    <TextField label="Required" name="states-required" isRequired />
    <TextField label="With description" name="states-description" description="Lorem ipsum dolor sit amet." />
    <TextField
      label="Invalid"
      name="states-invalid"
      defaultValue="Lorem"
      isInvalid
      errorMessage="Lorem ipsum is not accepted here."
    />
    <TextField label="Disabled" name="states-disabled" defaultValue="Lorem ipsum" isDisabled />
    <TextField label="Read only" name="states-readonly" defaultValue="Lorem ipsum" isReadOnly />
    <TextField label="With placeholder" name="states-placeholder" placeholder="Lorem ipsum" />
    <TextField
      label="A much longer label that has to wrap onto a second line on a narrow phone screen"
      name="states-long"
      isRequired
      description="Press Tab or click into any field to see the focus ring."
    />
  </div>
);

const examples = {
  text: { label: 'Type text', placeholder: 'Lorem ipsum', autoComplete: 'name' },
  email: { label: 'Type email', placeholder: 'name@example.com', autoComplete: 'email' },
  tel: { label: 'Type tel', placeholder: '555 0100', autoComplete: 'tel' },
} satisfies Record<TextFieldType, { label: string; placeholder: string; autoComplete: string }>;

export const Types: Story = () => (
  <div style={column}>
    {textFieldTypes.map((type) => (
      <TextField key={type} type={type} name={`types-${type}`} {...examples[type]} />
    ))}
  </div>
);

/** Submit empty, or with a malformed email, to see the browser's own messages shown in the page. */
export const FormValidation: Story = () => (
  <FormStory names={['form-name', 'form-email']} style={column}>
    <TextField label="Name" name="form-name" autoComplete="name" isRequired />
    <TextField label="Email" name="form-email" type="email" autoComplete="email" isRequired />
    <TextField
      label="Code"
      name="form-code"
      description="Custom rule: at least three characters."
      validate={(value) => (value === '' || value.length >= 3 ? null : 'Enter at least three characters.')}
    />
  </FormStory>
);

export const Playground: Story<
  Pick<TextFieldProps, 'label' | 'description' | 'placeholder' | 'isRequired' | 'isInvalid' | 'isDisabled' | 'type'> & {
    errorMessage: string;
  }
> = (props) => <TextField {...props} name="playground-text" />;

Playground.args = fieldPlaygroundArgs;
Playground.argTypes = {
  type: { options: textFieldTypes, control: { type: 'select' }, defaultValue: 'text' },
};
