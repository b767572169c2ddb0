import { Heading, Stack, Text } from '../../../design-system';
import FaqAccordion from '../../components/islands/FaqAccordion';
import { PageHero } from '../../components/PageHero';
import { ProcessSteps } from '../../components/ProcessSteps';
import { useContent } from '../../i18n/useContent';
import { PreviewFrame } from './PreviewFrame';
import { fillFactsForPreview, previewFaq } from './previewData';
import type { PreviewInput } from './previewEntry';

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

function ServiceSections({ lang, data }: PreviewInput) {
  const { servicePageCopy } = useContent().pages;
  const fill = (value: unknown) => fillFactsForPreview(textOf(value), lang);
  const steps = listOf(data.processSteps).map((step, index) => {
    const { title, description } = (step ?? {}) as Record<string, unknown>;
    return { step: index + 1, title: fill(title), description: fill(description) };
  });
  return (
    <Stack space="xxlarge">
      <PageHero heading={fill(data.title)} intro={fill(data.description)} callLabel={servicePageCopy.callLabel} messageLabel={servicePageCopy.messageLabel} />
      <Stack space="medium">
        <Heading level={2}>{servicePageCopy.detailsHeading}</Heading>
        {listOf(data.longDescription).map((paragraph, index) => (
          <Text key={index}>{fill(paragraph)}</Text>
        ))}
      </Stack>
      <ProcessSteps heading={servicePageCopy.processHeading} steps={steps} />
      <Stack space="large">
        <Heading level={2}>{servicePageCopy.faqHeading}</Heading>
        <FaqAccordion items={listOf(data.faqs).map((faq) => previewFaq(faq, lang))} headingLevel={3} />
      </Stack>
    </Stack>
  );
}

/** `services`: the service's page as it opens (site/pages/ServicePage.tsx): its heading, text, steps and questions. */
export function ServicePreview(input: PreviewInput) {
  return (
    <PreviewFrame lang={input.lang}>
      <ServiceSections {...input} />
    </PreviewFrame>
  );
}
