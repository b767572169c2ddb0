import FaqAccordion from '../../components/islands/FaqAccordion';
import { PreviewFrame } from './PreviewFrame';
import { previewFaq } from './previewData';
import { previewedData, previewedLang, type PreviewProps } from './previewEntry';

/** `faqs`: the question as the FAQ page's accordion draws it (site/pages/FaqPage.tsx), facts filled in. */
export function FaqPreview(props: PreviewProps) {
  const lang = previewedLang(props);
  return (
    <PreviewFrame lang={lang} width="narrow">
      <FaqAccordion items={[previewFaq(previewedData(props), lang)]} headingLevel={2} />
    </PreviewFrame>
  );
}
