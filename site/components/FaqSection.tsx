import type { FaqItem } from '../content/types';
import { Island } from '../islandRuntime/Island';
import { PageSection } from './PageSection';

export interface FaqSectionProps {
  /** The section's `h2` ('Frequently Asked Questions'). */
  heading: string;
  faqs: readonly FaqItem[];
}

/** A page's FAQ block: an `h2` and its questions as `h3` accordion headers. Renders nothing without questions. */
export function FaqSection({ heading, faqs }: FaqSectionProps) {
  if (faqs.length === 0) return null;
  return (
    <PageSection heading={heading}>
      <Island name="FaqAccordion" props={{ items: faqs, headingLevel: 3 }} />
    </PageSection>
  );
}
