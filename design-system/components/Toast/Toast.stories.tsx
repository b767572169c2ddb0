import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../Button/Button';
import { toast, toastTypes, type ToastType } from './toastQueue';

/**
 * Ladle's global provider renders the one `<ToastRegion />`, so these stories only fire toasts: a
 * region of their own would be a second one (a development-time error).
 */
export default {
  title: 'Components/Toast',
} satisfies StoryDefault;

const row = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem' } as const;

/** How long the stories pretend a request takes before a loading toast is promoted. */
const requestTime = 2000;

export const Types: Story = () => (
  <div style={row}>
    {toastTypes.map((type) => (
      <Button key={type} variant="outline" onPress={() => toast[type](`Lorem ipsum ${type}`, { description: 'Dolor sit amet.' })}>
        Show {type}
      </Button>
    ))}
  </div>
);

export const LoadingThenResult: Story = () => (
  <div style={row}>
    <Button
      onPress={() => {
        const id = toast.loading('Saving item one…');
        setTimeout(() => toast.success('Item one saved', { id }), requestTime);
      }}
    >
      Save (succeeds)
    </Button>
    <Button
      variant="destructive"
      onPress={() => {
        const id = toast.loading('Saving item two…');
        setTimeout(() => toast.error('Item two not saved', { id, description: 'Lorem ipsum dolor sit amet.' }), requestTime);
      }}
    >
      Save (fails)
    </Button>
  </div>
);

export const WithAction: Story = () => (
  <Button
    variant="outline"
    onPress={() =>
      toast.error('Item one not sent', {
        description: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
        action: { label: 'Call 555-0100', href: 'tel:+15550100' },
      })
    }
  >
    Show an error with a link
  </Button>
);

export const DismissAll: Story = () => (
  <div style={row}>
    <Button variant="outline" onPress={() => toastTypes.forEach((type) => toast[type](`Lorem ipsum ${type}`))}>
      Show one of each
    </Button>
    <Button variant="ghost" onPress={() => toast.dismissAll()}>
      Dismiss all
    </Button>
  </div>
);

export const Playground: Story<{ type: ToastType; title: string; description: string }> = ({ type, title, description }) => (
  <Button onPress={() => toast[type](title, description ? { description } : {})}>Show toast</Button>
);

Playground.args = { title: 'Lorem ipsum dolor', description: 'Sit amet, consectetur adipiscing elit.' };
Playground.argTypes = {
  type: { options: toastTypes, control: { type: 'select' }, defaultValue: 'success' },
};
