import type { Story, StoryDefault } from '@ladle/react';
import { vars } from '../../theme/vars.css';
import { inverseSurface, StoryMatrix } from '../private/storySupport';
import { Text, type TextProps } from './Text';
import { textAligns, textElements, textSizes, textTones, textWeights } from './textOptions';

export default {
  title: 'Components/Text',
} satisfies StoryDefault;

export const Matrix: Story = () => (
  <StoryMatrix
    caption="Every tone in every size"
    rowHeader="Tone"
    rows={textTones}
    columns={textSizes}
    rowStyle={(tone) => (tone === 'inverse' ? inverseSurface : undefined)}
    renderCell={(tone, size) => (
      <Text tone={tone} size={size}>
        Lorem ipsum dolor sit amet.
      </Text>
    )}
  />
);

export const WeightsAndAlignment: Story = () => (
  <div style={{ display: 'grid', gap: vars.space.medium, maxWidth: '30rem' }}>
    {textWeights.map((weight) => (
      <Text key={weight} weight={weight}>
        weight=&quot;{weight}&quot;
      </Text>
    ))}
    {textAligns.map((align) => (
      <Text key={align} align={align}>
        align=&quot;{align}&quot;
      </Text>
    ))}
    <Text>
      A paragraph with <Text as="strong">strong text</Text> and <Text as="span" tone="muted">a muted span</Text>{' '}
      inside it.
    </Text>
  </div>
);

export const LongText: Story = () => (
  <div style={{ maxWidth: '18rem' }}>
    <Text>
      Averyveryverylongwordwithoutanyspacesthatmustwrapratherthanoverflow and then some ordinary words that wrap
      across several lines.
    </Text>
  </div>
);

export const Playground: Story<Pick<TextProps, 'as' | 'size' | 'tone' | 'weight' | 'align'> & { text: string }> = ({
  text,
  tone,
  ...props
}) => (
  <div style={tone === 'inverse' ? inverseSurface : undefined}>
    <Text {...props} tone={tone}>
      {text}
    </Text>
  </div>
);

Playground.args = { text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.' };
Playground.argTypes = {
  as: { options: textElements, control: { type: 'select' }, defaultValue: 'p' },
  size: { options: textSizes, control: { type: 'select' }, defaultValue: 'medium' },
  tone: { options: textTones, control: { type: 'select' }, defaultValue: 'default' },
  weight: { options: textWeights, control: { type: 'select' }, defaultValue: 'regular' },
  align: { options: textAligns, control: { type: 'select' }, defaultValue: 'left' },
};
