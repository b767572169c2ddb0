import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Accordion, AccordionItem, accordionHeadingLevels, type AccordionHeadingLevel } from './Accordion';

export default {
  title: 'Components/Accordion',
} satisfies StoryDefault;

const placeholderItems = [
  {
    id: 'one',
    title: 'Item one',
    body: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor incididunt ut labore.',
  },
  {
    id: 'two',
    title: 'Item two',
    body: 'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo.',
  },
  {
    id: 'three',
    title: 'Item three',
    body: 'Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur.',
  },
  {
    id: 'four',
    title: 'Item four',
    body: 'Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim.',
  },
] as const;

/** The placeholder items as the accordion's children, for the stories that show them as they are. */
const placeholderPanels = placeholderItems.map((item) => (
  <AccordionItem key={item.id} id={item.id} title={item.title}>
    <p>{item.body}</p>
  </AccordionItem>
));

const frame = { maxWidth: '40rem' } as const;

export const Basic: Story = () => (
  <div style={frame}>
    <Accordion>
      {placeholderPanels}
    </Accordion>
  </div>
);

export const Controlled: Story = () => {
  const [expandedKeys, setExpandedKeys] = useState<Set<Key>>(() => new Set(['two']));
  const open = [...expandedKeys];
  return (
    <div style={{ ...frame, display: 'grid', gap: '1rem' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        {placeholderItems.map((item) => (
          <Button key={item.id} variant="outline" size="sm" onPress={() => setExpandedKeys(new Set([item.id]))}>
            Open {item.title.toLowerCase()}
          </Button>
        ))}
        <Button variant="ghost" size="sm" onPress={() => setExpandedKeys(new Set())}>
          Close all
        </Button>
      </div>
      <p aria-live="polite">Open item: {open.length > 0 ? open.join(', ') : 'none'}</p>
      <Accordion expandedKeys={expandedKeys} onExpandedChange={setExpandedKeys}>
        {placeholderPanels}
      </Accordion>
    </div>
  );
};

export const States: Story = () => (
  <div style={frame}>
    <Accordion defaultExpandedKeys={['open']} aria-label="Accordion states">
      <AccordionItem id="open" title="Open on first render">
        <p>
          This panel starts open. It holds a <a href="#lorem">lorem link</a>: arrow keys pressed on it scroll the
          page instead of moving between headers.
        </p>
      </AccordionItem>
      <AccordionItem id="disabled" title="Disabled item" isDisabled>
        <p>This panel cannot be opened.</p>
      </AccordionItem>
      <AccordionItem
        id="long"
        title="A much longer title that has to wrap onto a second or even a third line on a narrow phone screen"
      >
        <p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>
      </AccordionItem>
      <AccordionItem id="focus" title="Press Tab, then the arrow keys, to see the focus ring">
        <p>Home and End jump to the first and last header; the disabled item is skipped.</p>
      </AccordionItem>
    </Accordion>
  </div>
);

export const Playground: Story<{ headingLevel: AccordionHeadingLevel; itemCount: number; isDisabled: boolean }> = ({
  headingLevel,
  itemCount,
  isDisabled,
}) => (
  <div style={frame}>
    <Accordion headingLevel={headingLevel} isDisabled={isDisabled}>
      {Array.from({ length: itemCount }, (_, index) => {
        const number = index + 1;
        return (
          <AccordionItem key={number} id={`item-${number}`} title={`Item ${number}`}>
            <p>Lorem ipsum dolor sit amet, panel {number}.</p>
          </AccordionItem>
        );
      })}
    </Accordion>
  </div>
);

Playground.args = { itemCount: 4, isDisabled: false };
Playground.argTypes = {
  headingLevel: { options: accordionHeadingLevels, control: { type: 'select' }, defaultValue: 3 },
  itemCount: { control: { type: 'range', min: 1, max: 8, step: 1 } },
};
