import { useId } from 'react';
import { Accordion, AccordionItem, Box, Heading, Stack, Text, type AccordionHeadingLevel } from '../../design-system';
import type { FaqItem } from '../content/types';

export interface FaqAccordionProps {
  faqs: readonly FaqItem[];
  /** The questions' heading level, one below the heading they sit under. */
  headingLevel: AccordionHeadingLevel;
  /** The id of the heading that names the list of questions. @default undefined */
  'aria-labelledby'?: string;
}

/** Questions as an accordion, one answer open at a time. */
export function FaqAccordion({ faqs, headingLevel, 'aria-labelledby': labelledBy }: FaqAccordionProps) {
  return (
    <Accordion headingLevel={headingLevel} aria-labelledby={labelledBy}>
      {faqs.map((faq, index) => (
        <AccordionItem key={faq.question} id={`faq-${index + 1}`} title={faq.question}>
          <Text>{faq.answer}</Text>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

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
        <FaqAccordion faqs={faqs} headingLevel={3} />
      </Stack>
    </Box>
  );
}
