import type { ReactNode } from 'react';
import { Heading, Stack, Text, type HeadingLevel, type HeadingSize, type StackAlign } from '../../design-system';

export interface SectionHeadingProps {
  /** The heading's id, so its section can be `aria-labelledby` it. */
  id: string;
  /** The heading text. */
  children: ReactNode;
  /** A sentence or two under the heading. @default undefined */
  intro?: ReactNode;
  /** The outline level. @default 2 */
  level?: HeadingLevel;
  /** The visual size. @default 'xxlarge' */
  size?: HeadingSize;
  /** `center` for bands that centre their content. @default 'left' */
  align?: Extract<StackAlign, 'left' | 'center'>;
  /** `inverse` on a dark surface, where the muted grey would lose contrast. @default 'default' */
  tone?: 'default' | 'inverse';
}

/** A section's heading with an optional muted intro: the same look at the top of every section. */
export function SectionHeading({ id, children, intro, level = 2, size = 'xxlarge', align = 'left', tone = 'default' }: SectionHeadingProps) {
  return (
    <Stack space="small" align={align}>
      <Heading level={level} size={size} id={id}>
        {children}
      </Heading>
      {intro === undefined ? null : (
        <Text size="large" tone={tone === 'inverse' ? 'default' : 'muted'} align={align}>
          {intro}
        </Text>
      )}
    </Stack>
  );
}
