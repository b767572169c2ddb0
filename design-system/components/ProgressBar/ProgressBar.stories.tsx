import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { ProgressBar, type ProgressBarProps } from './ProgressBar';

export default {
  title: 'Components/ProgressBar',
} satisfies StoryDefault;

const column = { display: 'grid', gap: '1.5rem', maxWidth: '24rem' } as const;

export const Values: Story = () => (
  <div style={column}>
    {[0, 25, 60, 100].map((value) => (
      <ProgressBar key={value} label={`Item at ${value}`} value={value} showValueLabel />
    ))}
  </div>
);

export const States: Story = () => (
  <div style={column}>
    <ProgressBar label="Length not known yet" />
    <ProgressBar aria-label="Named for screen readers only" value={40} />
    <ProgressBar label="Out of 5" value={3} maxValue={5} showValueLabel />
    <ProgressBar
      label="A much longer label that has to wrap onto a second line on a narrow phone screen"
      value={70}
      showValueLabel
    />
  </div>
);

/** Press Start: the bar fills in steps, as an upload reports its progress. */
export const Running: Story = () => {
  const [value, setValue] = useState(0);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setValue((current) => Math.min(100, current + 10)), 300);
    return () => clearInterval(timer);
  }, [running]);
  return (
    <div style={column}>
      <ProgressBar label="Item" value={value} showValueLabel />
      <div>
        <Button
          onPress={() => {
            setValue(0);
            setRunning(true);
          }}
        >
          Start
        </Button>
      </div>
    </div>
  );
};

export const Playground: Story<Pick<ProgressBarProps, 'value' | 'maxValue' | 'showValueLabel'> & { label: string }> = (props) => (
  <div style={column}>
    <ProgressBar {...props} />
  </div>
);

Playground.args = {
  label: 'Label',
  value: 40,
  maxValue: 100,
  showValueLabel: true,
};
