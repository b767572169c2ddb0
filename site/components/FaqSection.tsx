import { useId } from 'react';
import { Box, Heading, Stack } from '../../design-system';
import type { FaqItem } from '../content/types';
import { Island } from '../islands/Island';

export interface FaqSectionProps {
  /** The section's `h2` ('Frequently Asked Questions'). */
  heading: string;
  faqs: readonly FaqItem[];
}

/** A page's FAQ block: an `h2` and its questions as `h3` accordion headers. Renders nothing without questions. */
export function FaqSection({ heading, faqs }: FaqSectionProps) {
  const headingId = useId();
  if (faqs.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack space="large">
        <Heading level={2} id={headingId}>
          {heading}
        </Heading>
        <Island name="FaqAccordion" props={{ items: faqs, headingLevel: 3 }} />
      </Stack>
    </Box>
  );
}
