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
 * Everything is the island's HTML: the questions and answers (each question a button whose
 * `aria-controls` names its answer, as in the WAI-ARIA accordion pattern), the headings' level and the
 * heading that names the list. The page writes no props.
 */
export const propsInHtml: PropsInHtml<FaqAccordionProps> = {
  written: () => ({}),
  read: (island) => ({
    items: Array.from(island.querySelectorAll('button[aria-controls]'), (question) => ({
      question: question.textContent ?? '',
      answer: island.ownerDocument.getElementById(question.getAttribute('aria-controls') ?? '')?.textContent ?? '',
    })),
    headingLevel: Number(island.querySelector('h1, h2, h3, h4, h5, h6')?.localName.slice(1)) as AccordionHeadingLevel,
    labelledBy: island.querySelector('[data-accordion]')?.getAttribute('aria-labelledby') ?? undefined,
  }),
};
