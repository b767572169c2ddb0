import FaqAccordion from '../../components/islands/FaqAccordion';
import { PreviewFrame } from './PreviewFrame';
import { previewFaqs } from './previewData';
import { previewedData, previewedLang, type PreviewProps } from './previewEntry';

/** `words-faqs`: the FAQ page's accordion as the page draws it (site/pages/FaqPage.tsx), facts filled in. */
export function FaqPreview(props: PreviewProps) {
  const lang = previewedLang(props);
  return (
    <PreviewFrame lang={lang} width="narrow">
      <FaqAccordion items={previewFaqs(previewedData(props), lang)} headingLevel={2} />
    </PreviewFrame>
  );
}
