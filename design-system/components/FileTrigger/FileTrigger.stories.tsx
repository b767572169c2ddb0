import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { FileTrigger } from './FileTrigger';

export default {
  title: 'Components/FileTrigger',
} satisfies StoryDefault;

const column = { display: 'grid', gap: '1rem', maxWidth: '24rem', justifyItems: 'start' } as const;

function Chosen({ files }: { files: readonly string[] }) {
  return (
    <p role="status">{files.length === 0 ? 'Nothing chosen yet.' : `Chosen: ${files.join(', ')}`}</p>
  );
}

/** One file of any kind. */
export const Basic: Story = () => {
  const [files, setFiles] = useState<string[]>([]);
  return (
    <div style={column}>
      <FileTrigger onSelect={(list) => setFiles(Array.from(list ?? [], (file) => file.name))}>
        {(open) => (
          <Button variant="outline" onPress={open}>
            Choose a file
          </Button>
        )}
      </FileTrigger>
      <Chosen files={files} />
    </div>
  );
};

/** Several pictures: on a phone the picker offers the camera and the library. */
export const Pictures: Story = () => {
  const [files, setFiles] = useState<string[]>([]);
  return (
    <div style={column}>
      <FileTrigger acceptedFileTypes={['image/*']} allowsMultiple onSelect={(list) => setFiles(Array.from(list ?? [], (file) => file.name))}>
        {(open) => (
          <Button variant="outline" onPress={open}>
            Add pictures
          </Button>
        )}
      </FileTrigger>
      <Chosen files={files} />
    </div>
  );
};

export const Disabled: Story = () => (
  <div style={column}>
    <FileTrigger>
      {(open) => (
        <Button variant="outline" onPress={open} isDisabled>
          Choose a file
        </Button>
      )}
    </FileTrigger>
  </div>
);
