import { Heading, Stack, Text } from '../../../design-system';
import FaqAccordion from '../../components/islands/FaqAccordion';
import { useContent } from '../../i18n/useContent';
import { PreviewFrame } from './PreviewFrame';
import { fillFactsForPreview, previewFaq } from './previewData';
import type { PreviewInput } from './previewEntry';

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

function CitySections({ lang, data }: PreviewInput) {
  const { cityPageCopy } = useContent().pages;
  const faqs = listOf(data.faqs).map((faq) => previewFaq(faq, lang));
  return (
    <Stack space="xlarge">
      <Text>{fillFactsForPreview(textOf(data.localAngle), lang)}</Text>
      {faqs.length === 0 ? null : (
        <Stack space="large">
          <Heading level={2}>{cityPageCopy.faqHeading}</Heading>
          <FaqAccordion items={faqs} headingLevel={3} />
        </Stack>
      )}
    </Stack>
  );
}

/** `cityPages`: what a service page of a city says of its own (site/pages/CityServicePage.tsx): why it matters there, and its questions. */
export function CityPagePreview(input: PreviewInput) {
  return (
    <PreviewFrame lang={input.lang} width="narrow">
      <CitySections {...input} />
    </PreviewFrame>
  );
}
