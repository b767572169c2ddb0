import type { Story, StoryDefault } from '@ladle/react';
import { fieldPlaygroundArgs, FormStory } from '../private/FormStory';
import { TextArea, type TextAreaProps } from './TextArea';

export default {
  title: 'Components/TextArea',
} satisfies StoryDefault;

const column = { display: 'grid', gap: '1.5rem', maxWidth: '32rem' } as const;

export const Basic: Story = () => (
  <div style={column}>
    <TextArea label="Message" name="basic-message" />
  </div>
);

export const States: Story = () => (
  <div style={column}>
    <TextArea label="Required" name="states-required" isRequired />
    <TextArea label="With description" name="states-description" description="Lorem ipsum dolor sit amet." />
    <TextArea
      label="Invalid"
      name="states-invalid"
      defaultValue="Lorem"
      isInvalid
      errorMessage="Lorem ipsum is not accepted here."
    />
    <TextArea label="Disabled" name="states-disabled" defaultValue="Lorem ipsum dolor sit amet." isDisabled />
    <TextArea label="Two rows" name="states-rows" rows={2} placeholder="Lorem ipsum" />
    <TextArea
      label="A much longer label that has to wrap onto a second line on a narrow phone screen"
      name="states-long"
      isRequired
      description="Press Tab or click into any field to see the focus ring."
    />
  </div>
);

/** Submit empty to see the browser's own message shown in the page. */
export const FormValidation: Story = () => (
  <FormStory names={['form-message']} style={column}>
    <TextArea label="Message" name="form-message" isRequired maxLength={500} description="Up to 500 characters." />
  </FormStory>
);

export const Playground: Story<
  Pick<TextAreaProps, 'label' | 'description' | 'placeholder' | 'isRequired' | 'isInvalid' | 'isDisabled' | 'rows'> & {
    errorMessage: string;
  }
> = (props) => <TextArea {...props} name="playground-message" />;

Playground.args = { ...fieldPlaygroundArgs, rows: 4 };
