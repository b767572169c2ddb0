import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Badge, type BadgeProps } from './Badge';
import { badgeTones } from './badgeTones';
import { ToggleChip, type ToggleChipProps } from './ToggleChip';

export default {
  title: 'Components/Badge',
} satisfies StoryDefault;

export const Tones: Story = () => (
  <Inline space="xsmall">
    {badgeTones.map((tone) => (
      <Badge key={tone} tone={tone}>
        {tone}
      </Badge>
    ))}
  </Inline>
);

const filters = ['Item one', 'Item two', 'Item three', 'Item four'] as const;

export const FilterChips: Story = () => {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(['Item one']));
  const toggle = (filter: string, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(filter);
      else next.delete(filter);
      return next;
    });
  return (
    <Stack space="small">
      <Inline role="group" aria-label="Filter items" space="xsmall">
        {filters.map((filter) => (
          <ToggleChip key={filter} isSelected={selected.has(filter)} onChange={(isSelected) => toggle(filter, isSelected)}>
            {filter}
          </ToggleChip>
        ))}
      </Inline>
      <p aria-live="polite">{selected.size} selected</p>
    </Stack>
  );
};

export const ChipStates: Story = () => (
  <Inline space="xsmall">
    <ToggleChip>Not selected</ToggleChip>
    <ToggleChip defaultSelected>Selected</ToggleChip>
    <ToggleChip isDisabled>Disabled</ToggleChip>
    <ToggleChip isDisabled defaultSelected>
      Disabled and selected
    </ToggleChip>
    <ToggleChip>A much longer chip label for narrow screens</ToggleChip>
  </Inline>
);

export const Playground: Story<Pick<BadgeProps, 'tone'> & Pick<ToggleChipProps, 'isDisabled'> & { label: string }> = ({
  tone,
  label,
  isDisabled,
}) => (
  <Inline space="small">
    <Badge tone={tone}>{label}</Badge>
    <ToggleChip isDisabled={isDisabled}>{label}</ToggleChip>
  </Inline>
);

Playground.args = { label: 'Label', isDisabled: false };
Playground.argTypes = {
  tone: { options: badgeTones, control: { type: 'select' }, defaultValue: 'neutral' },
};
