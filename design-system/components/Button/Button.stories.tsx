import type { Story, StoryDefault } from '@ladle/react';
import { Icon } from '../Icon/Icon';
import { Phone, X } from '../Icon/icons';
import { StoryMatrix } from '../private/storySupport';
import { Button, ButtonLink, type ButtonProps } from './Button';
import { buttonSizes, buttonVariants } from './buttonVariants';

export default {
  title: 'Components/Button',
} satisfies StoryDefault;

export const Matrix: Story = () => (
  <StoryMatrix
    caption="Every variant in every size"
    rowHeader="Variant"
    rows={buttonVariants}
    columns={buttonSizes}
    renderCell={(variant, size) =>
      size === 'icon' ? (
        <Button variant={variant} size="icon" aria-label={`Call (${variant})`}>
          <Icon icon={Phone} />
        </Button>
      ) : (
        <Button variant={variant} size={size}>
          Button
        </Button>
      )
    }
  />
);

export const States: Story = () => (
  <div style={{ display: 'grid', gap: '1rem', maxWidth: '22rem' }}>
    <Button>Enabled</Button>
    <Button isDisabled>Disabled</Button>
    <Button isPending>Pending</Button>
    <Button variant="emergency">Press Tab to see the focus ring</Button>
    <Button variant="cta">A much longer label that has to wrap onto a second line on a narrow phone screen</Button>
    <Button variant="ghost" size="icon" aria-label="Close">
      <Icon icon={X} />
    </Button>
  </div>
);

export const Links: Story = () => (
  <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
    <ButtonLink variant="emergency" href="tel:+15550100">
      <Icon icon={Phone} /> Call Now
    </ButtonLink>
    <ButtonLink variant="outline" href="#contact">
      Message Us
    </ButtonLink>
    <ButtonLink variant="link" href="#more">
      Read more
    </ButtonLink>
  </div>
);

export const Playground: Story<Pick<ButtonProps, 'variant' | 'size' | 'isDisabled' | 'isPending'> & { label: string }> = ({
  label,
  size,
  ...props
}) =>
  size === 'icon' ? (
    <Button {...props} size="icon" aria-label={label}>
      <Icon icon={Phone} />
    </Button>
  ) : (
    <Button {...props} size={size}>
      {label}
    </Button>
  );

Playground.args = { label: 'Button', isDisabled: false, isPending: false };
Playground.argTypes = {
  variant: { options: buttonVariants, control: { type: 'select' }, defaultValue: 'default' },
  size: { options: buttonSizes, control: { type: 'select' }, defaultValue: 'default' },
};
