import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { fieldPlaygroundArgs, FormStory } from '../private/FormStory';
import { Select, type SelectOption, type SelectProps } from './Select';

export default {
  title: 'Components/Select',
} satisfies StoryDefault;

const column = { display: 'grid', gap: '1.5rem', maxWidth: '24rem' } as const;

const options = [
  { value: 'one', label: 'Item one' },
  { value: 'two', label: 'Item two' },
  { value: 'three', label: 'Item three' },
  { value: 'four', label: 'Item four, with a label long enough to run under the chevron on a phone' },
] as const satisfies readonly SelectOption[];

export const Basic: Story = () => (
  <div style={column}>
    <Select label="Item" name="basic-item" options={options} placeholder="Select an item" />
  </div>
);

export const States: Story = () => (
  <div style={column}>
    <Select label="Required" name="states-required" options={options} placeholder="Select an item" isRequired />
    <Select
      label="With description"
      name="states-description"
      options={options}
      placeholder="Select an item"
      description="Lorem ipsum dolor sit amet."
    />
    <Select
      label="Invalid"
      name="states-invalid"
      options={options}
      defaultValue="two"
      isInvalid
      errorMessage="Item two is not available."
    />
    <Select label="Disabled" name="states-disabled" options={options} defaultValue="one" isDisabled />
    <Select label="No placeholder" name="states-no-placeholder" options={options} />
    <Select
      label="A much longer label that has to wrap onto a second line on a narrow phone screen"
      name="states-long"
      options={options}
      placeholder="Select an item"
      isRequired
      description="Press Tab to see the focus ring."
    />
  </div>
);

export const Controlled: Story = () => {
  const [value, setValue] = useState('');
  return (
    <div style={column}>
      <Select label="Controlled" name="controlled-item" options={options} placeholder="Select an item" value={value} onChange={setValue} />
      <p>Value: {value === '' ? '(none)' : value}</p>
    </div>
  );
};

/** Submit without choosing to see the browser's own message shown in the page. */
export const FormValidation: Story = () => (
  <FormStory names={['form-item']} style={column}>
    <Select label="Item" name="form-item" options={options} placeholder="Select an item" isRequired />
  </FormStory>
);

export const Playground: Story<
  Pick<SelectProps, 'label' | 'description' | 'placeholder' | 'errorMessage' | 'isRequired' | 'isInvalid' | 'isDisabled'>
> = (props) => <Select {...props} name="playground-item" options={options} />;

Playground.args = { ...fieldPlaygroundArgs, placeholder: 'Select an item' };
