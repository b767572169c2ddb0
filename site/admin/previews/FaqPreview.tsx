import FaqAccordion from '../../components/islands/FaqAccordion';
import { PreviewFrame } from './PreviewFrame';
import { previewFaq } from './previewData';
import type { PreviewInput } from './previewEntry';

/** `faqs`: the question as the FAQ page's accordion draws it (site/pages/FaqPage.tsx), facts filled in. */
export function FaqPreview({ lang, data }: PreviewInput) {
  return (
    <PreviewFrame lang={lang} width="narrow">
      <FaqAccordion items={[previewFaq(data, lang)]} headingLevel={2} />
    </PreviewFrame>
  );
}
