import type { Story, StoryDefault } from '@ladle/react';
import { vars } from '../../theme/vars.css';
import { Text, type TextProps } from './Text';
import { textAligns, textElements, textSizes, textTones, textWeights } from './textOptions';

export default {
  title: 'Components/Text',
} satisfies StoryDefault;

const cell = { padding: '0.5rem', textAlign: 'left', verticalAlign: 'top' } as const;

const inverseSurface = {
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
} as const;

export const Matrix: Story = () => (
  <table>
    <caption>Every tone in every size</caption>
    <thead>
      <tr>
        <th scope="col" style={cell}>
          Tone
        </th>
        {textSizes.map((size) => (
          <th key={size} scope="col" style={cell}>
            {size}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {textTones.map((tone) => (
        <tr key={tone} style={tone === 'inverse' ? inverseSurface : undefined}>
          <th scope="row" style={cell}>
            {tone}
          </th>
          {textSizes.map((size) => (
            <td key={size} style={cell}>
              <Text tone={tone} size={size}>
                Lorem ipsum dolor sit amet.
              </Text>
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  </table>
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
