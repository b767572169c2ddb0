import { Accordion, AccordionItem, Text, type AccordionHeadingLevel } from '../../../design-system';
import type { FaqItem } from '../../content/types';

export interface FaqAccordionProps {
  /** The questions and their answers, in order. */
  items: readonly FaqItem[];
  /** The questions' heading level, one below the heading they sit under. */
  headingLevel: AccordionHeadingLevel;
  /** The id of the heading that names the list of questions. @default undefined */
  labelledBy?: string;
}

/**
 * Questions as an accordion, one answer open at a time (an island: the FAQ page, the home page's
 * sections, the service and city pages' FAQs). Every answer is in the HTML as `hidden="until-found"`.
 */
export default function FaqAccordion({ items, headingLevel, labelledBy }: FaqAccordionProps) {
  return (
    <Accordion headingLevel={headingLevel} aria-labelledby={labelledBy}>
      {items.map((item, index) => (
        <AccordionItem key={item.question} id={`item-${index + 1}`} title={item.question}>
          <Text>{item.answer}</Text>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
