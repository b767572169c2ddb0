import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Calendar, Info, Mail, Star } from '../Icon/icons';
import { Tooltip, TooltipTrigger, type TooltipProps, type TooltipTriggerProps } from './Tooltip';
import { tooltipPlacements } from './tooltipPlacements';

export default {
  title: 'Components/Tooltip',
} satisfies StoryDefault;

export const Basic: Story = () => (
  <TooltipTrigger>
    <Button variant="outline">Share</Button>
    <Tooltip>Copies a link to this page</Tooltip>
  </TooltipTrigger>
);

const toolbar = [
  { label: 'Email', icon: Mail },
  { label: 'Schedule', icon: Calendar },
  { label: 'Favourite', icon: Star },
  { label: 'Details', icon: Info },
] as const;

/** Hover one button, wait for its tooltip, then slide along: the next ones open at once. */
export const SkipDelay: Story = () => (
  <div style={{ display: 'flex', gap: '0.5rem', paddingTop: '3rem' }}>
    {toolbar.map(({ label, icon }) => (
      <TooltipTrigger key={label}>
        <Button variant="ghost" size="icon" aria-label={label}>
          <Icon icon={icon} />
        </Button>
        <Tooltip>{label}</Tooltip>
      </TooltipTrigger>
    ))}
  </div>
);

/** Every side, open from the start so they can be compared; RAC flips a side that has no room. */
export const Placements: Story = () => (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: '6rem 14rem', padding: '5rem 10rem' }}>
    {tooltipPlacements.map((placement) => (
      <TooltipTrigger key={placement} defaultOpen>
        <Button variant="secondary">Placement {placement}</Button>
        <Tooltip placement={placement}>Tooltip on the {placement}</Tooltip>
      </TooltipTrigger>
    ))}
  </div>
);

export const LongText: Story = () => (
  <div style={{ paddingTop: '6rem' }}>
    <TooltipTrigger defaultOpen>
      <Button variant="outline">Item one</Button>
      <Tooltip>
        A longer description wraps at about eighteen rem, so the bubble never grows wider than a comfortable line
        of small text.
      </Tooltip>
    </TooltipTrigger>
  </div>
);

export const Playground: Story<
  Pick<TooltipProps, 'placement'> & Pick<TooltipTriggerProps, 'delay' | 'isDisabled' | 'trigger'> & { label: string; text: string }
> = ({ label, text, placement, ...props }) => (
  <div style={{ padding: '5rem 10rem' }}>
    <TooltipTrigger {...props}>
      <Button>{label}</Button>
      <Tooltip placement={placement}>{text}</Tooltip>
    </TooltipTrigger>
  </div>
);

Playground.args = { label: 'Item one', text: 'Lorem ipsum dolor sit amet', delay: 700, isDisabled: false };
Playground.argTypes = {
  placement: { options: tooltipPlacements, control: { type: 'select' }, defaultValue: 'top' },
  trigger: { options: ['hover', 'focus'] as const, control: { type: 'radio' }, defaultValue: 'hover' },
};
