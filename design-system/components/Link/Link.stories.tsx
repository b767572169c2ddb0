import type { Story, StoryDefault } from '@ladle/react';
import { vars } from '../../theme/vars.css';
import { inverseSurface } from '../private/storySupport';
import { Link, type LinkProps } from './Link';
import { linkTones } from './linkTones';

export default {
  title: 'Components/Link',
} satisfies StoryDefault;

const surfaceFor = (tone: LinkProps['tone']) => (tone === 'inverse' ? inverseSurface : { padding: vars.space.medium });

export const Tones: Story = () => (
  <div>
    {linkTones.map((tone) => (
      <p key={tone} style={surfaceFor(tone)}>
        A sentence with a <Link href={`/${tone}/internal`} tone={tone}>link in the {tone} tone</Link> and an{' '}
        <Link href={`https://example.com/${tone}`} tone={tone} isExternal>
          external link
        </Link>
        .
      </p>
    ))}
  </div>
);

export const States: Story = () => (
  <ul>
    <li>
      <Link href="/plain">Plain internal link</Link>
    </li>
    <li>
      <Link href="https://example.org" target="_blank">
        Link with target=&quot;_blank&quot;
      </Link>
    </li>
    <li>
      <Link href="/disabled" isDisabled>
        Disabled link
      </Link>
    </li>
    <li>
      <Link href="/focus">Press Tab to see the focus ring</Link>
    </li>
    <li style={{ maxWidth: '14rem' }}>
      <Link href="/long">A much longer link text that wraps onto a second line inside a narrow column</Link>
    </li>
  </ul>
);

export const Playground: Story<Pick<LinkProps, 'tone' | 'isExternal' | 'isDisabled'> & { label: string }> = ({
  label,
  tone,
  ...props
}) => (
  <p style={surfaceFor(tone)}>
    <Link {...props} tone={tone} href="https://example.com/playground">
      {label}
    </Link>
  </p>
);

Playground.args = { label: 'Link text', isExternal: false, isDisabled: false };
Playground.argTypes = {
  tone: { options: linkTones, control: { type: 'select' }, defaultValue: 'default' },
};
