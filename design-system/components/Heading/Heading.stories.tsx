import type { Story, StoryDefault } from '@ladle/react';
import { vars } from '../../theme/vars.css';
import { inverseSurface } from '../private/storySupport';
import { Heading, type HeadingProps } from './Heading';
import { headingLevels, headingSizes, headingTones } from './headingOptions';

export default {
  title: 'Components/Heading',
} satisfies StoryDefault;

export const Levels: Story = () => (
  <div style={{ display: 'grid', gap: vars.space.medium }}>
    {headingLevels.map((level) => (
      <Heading key={level} level={level}>
        Level {level} heading at its default size
      </Heading>
    ))}
  </div>
);

export const SizesAtOneLevel: Story = () => (
  <div style={{ display: 'grid', gap: vars.space.medium }}>
    {headingSizes.map((size) => (
      <Heading key={size} level={2} size={size}>
        An h2 with size=&quot;{size}&quot;
      </Heading>
    ))}
  </div>
);

export const Tones: Story = () => (
  <div style={{ display: 'grid', gap: vars.space.medium }}>
    {headingTones.map((tone) => (
      <div key={tone} style={tone === 'inverse' ? inverseSurface : { padding: vars.space.medium }}>
        <Heading level={2} tone={tone}>
          The {tone} tone
        </Heading>
      </div>
    ))}
  </div>
);

export const LongText: Story = () => (
  <div style={{ maxWidth: '20rem' }}>
    <Heading level={2}>A much longer heading that has to wrap across several lines on a narrow screen</Heading>
  </div>
);

export const Playground: Story<Pick<HeadingProps, 'level' | 'size' | 'tone'> & { text: string }> = ({
  text,
  level,
  tone,
  ...props
}) => (
  <div style={tone === 'inverse' ? inverseSurface : undefined}>
    <Heading {...props} level={Number(level) as HeadingProps['level']} tone={tone}>
      {text}
    </Heading>
  </div>
);

Playground.args = { text: 'Heading text' };
Playground.argTypes = {
  level: { options: headingLevels, control: { type: 'select' }, defaultValue: 2 },
  size: { options: headingSizes, control: { type: 'select' }, defaultValue: 'xxlarge' },
  tone: { options: headingTones, control: { type: 'select' }, defaultValue: 'default' },
};
