import type { Story, StoryDefault } from '@ladle/react';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';

export default {
  title: 'Components/Field',
} satisfies StoryDefault;

const options = [
  { value: 'one', label: 'Item one' },
  { value: 'two', label: 'Item two' },
] as const;

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: '1.5rem',
  alignItems: 'start',
} as const;

/** The three controls share label, description, border, height, focus ring and error look. */
export const SharedLook: Story = () => (
  <div style={{ display: 'grid', gap: '2rem' }}>
    <div style={grid}>
      <TextField label="Text field" name="look-text" description="Lorem ipsum dolor sit amet." isRequired />
      <Select label="Select" name="look-select" options={options} placeholder="Select an item" description="Lorem ipsum dolor sit amet." isRequired />
      <TextArea label="Text area" name="look-area" description="Lorem ipsum dolor sit amet." rows={2} isRequired />
    </div>
    <div style={grid}>
      <TextField label="Invalid text field" name="look-text-invalid" isInvalid errorMessage="Lorem ipsum is not valid." />
      <Select label="Invalid select" name="look-select-invalid" options={options} isInvalid errorMessage="Lorem ipsum is not valid." />
      <TextArea label="Invalid text area" name="look-area-invalid" rows={2} isInvalid errorMessage="Lorem ipsum is not valid." />
    </div>
    <div style={grid}>
      <TextField label="Disabled text field" name="look-text-disabled" defaultValue="Lorem" isDisabled />
      <Select label="Disabled select" name="look-select-disabled" options={options} isDisabled />
      <TextArea label="Disabled text area" name="look-area-disabled" rows={2} defaultValue="Lorem" isDisabled />
    </div>
  </div>
);
