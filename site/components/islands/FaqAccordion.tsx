import { Accordion, AccordionItem, Text, type AccordionHeadingLevel } from '../../../design-system';
import type { FaqItem } from '../../content/types';
import type { PropsInHtml } from '../../islandRuntime/islandModules';

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

/**
 * The questions and answers are the island's HTML (each question a button whose `aria-controls` names
 * its answer, as in the WAI-ARIA accordion pattern): the page does not write them again as props.
 */
export const propsInHtml: PropsInHtml<FaqAccordionProps, 'items'> = {
  written: ({ items: _items, ...rest }) => rest,
  read: (island, written) => ({
    ...written,
    items: Array.from(island.querySelectorAll('button[aria-controls]'), (question) => ({
      question: question.textContent ?? '',
      answer: island.ownerDocument.getElementById(question.getAttribute('aria-controls') ?? '')?.textContent ?? '',
    })),
  }),
};
