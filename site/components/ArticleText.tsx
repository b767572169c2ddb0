import { Box, Heading, Stack, Text } from '../../design-system';
import type { ArticleBlock } from '../content/types';

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <Text size="large">{block.text}</Text>;
    case 'heading':
      return (
        <Heading level={2} size="xlarge">
          {block.text}
        </Heading>
      );
    case 'list':
      // A plain list, not a layout Box: the Box list style drops the bullets an article needs.
      return (
        <ul>
          {block.items.map((item) => (
            <Box as="li" key={item} paddingBottom="xsmall">
              <Text size="large">{item}</Text>
            </Box>
          ))}
        </ul>
      );
  }
}

/** An article's text: its paragraphs, subheadings and lists, as the article page and the editor's preview show it. */
export function ArticleText({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <Stack space="large">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </Stack>
  );
}
