import type { Story, StoryDefault } from '@ladle/react';
import { Columns } from '../../layout/Columns';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { Text } from '../Text/Text';
import { Card, type CardProps } from './Card';
import { cardTones } from './cardOptions';

export default {
  title: 'Components/Card',
} satisfies StoryDefault;

export const Tones: Story = () => (
  <Columns minItemWidth="16rem">
    {cardTones.map((tone) => (
      <Card key={tone} tone={tone}>
        <Stack space="small">
          <Heading level={2} size="large">
            The {tone} tone
          </Heading>
          <Text>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</Text>
          <Link href={`/${tone}`}>A link inside the card</Link>
          <Inline>
            <Button variant="outline" size="sm">
              A button
            </Button>
          </Inline>
        </Stack>
      </Card>
    ))}
  </Columns>
);

export const InteractiveList: Story = () => (
  <Columns as="ul" columns={{ mobile: 1, tablet: 3 }}>
    {['Item one', 'Item two', 'Item three'].map((title, index) => (
      <Card key={title} as="li" interactive tone={index === 2 ? 'inverse' : 'default'}>
        <Stack space="small">
          <Heading level={2} size="large">
            <Link href={`/items/${index + 1}`}>{title}</Link>
          </Heading>
          <Text>The whole card is one click target; press Tab to see its focus ring.</Text>
        </Stack>
      </Card>
    ))}
  </Columns>
);

export const Paddings: Story = () => (
  <Stack space="medium">
    <Card padding="small">
      <Text>padding=&quot;small&quot;</Text>
    </Card>
    <Card padding={{ mobile: 'medium', desktop: 'xxlarge' }}>
      <Text>Padding that grows on larger screens</Text>
    </Card>
  </Stack>
);

export const Playground: Story<Pick<CardProps, 'tone' | 'interactive'> & { title: string; body: string }> = ({
  title,
  body,
  ...props
}) => (
  <div style={{ maxWidth: '24rem' }}>
    <Card {...props} as="article">
      <Stack space="small">
        <Heading level={2} size="large">
          {props.interactive ? <Link href="/playground">{title}</Link> : title}
        </Heading>
        <Text>{body}</Text>
      </Stack>
    </Card>
  </div>
);

Playground.args = { title: 'Card title', body: 'Lorem ipsum dolor sit amet.', interactive: false };
Playground.argTypes = {
  tone: { options: cardTones, control: { type: 'select' }, defaultValue: 'default' },
};
