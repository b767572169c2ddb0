import { useId, type ReactNode } from 'react';
import { Box, Heading, Stack } from '../../design-system';

export interface PageSectionProps {
  /** The section's `h2`, which names it (`aria-labelledby`). */
  heading: ReactNode;
  children: ReactNode;
}

/** A section of a service or city page: its `h2`, then what it shows, with the same space between. */
export function PageSection({ heading, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack space="large">
        <Heading level={2} id={headingId}>
          {heading}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}
