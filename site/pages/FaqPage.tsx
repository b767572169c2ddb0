import { Container, Stack } from '../../design-system';
import { EmergencyCta } from '../components/EmergencyCta';
import { PageHero } from '../components/PageHero';

import { Island } from '../islandRuntime/Island';

import type { PageProps } from '../routes/router';
import { useContent } from '../i18n/useContent';

export default function FaqPage(_props: PageProps<'faq'>) {
  const { faqs } = useContent().faqs;
  const { faqPage } = useContent().pages;
  return (
    <Stack space="xxlarge" paddingY="xlarge">
      <Container>
        <PageHero
          heading={faqPage.heading}
          intro={faqPage.intro}
          callLabel={faqPage.callLabel}
          messageLabel={faqPage.messageLabel}
        />
      </Container>
      {/* Narrow, so the answers keep a readable line length. The questions sit directly under the
          page title, so they are the page's h2s. */}
      <Container width="narrow">
        <Island name="FaqAccordion" props={{ items: faqs, headingLevel: 2 }} />
      </Container>
      <Container>
        <EmergencyCta
          content={{
            heading: faqPage.ctaHeading,
            text: faqPage.ctaText,
            callLabel: faqPage.callLabel,
            messageLabel: faqPage.messageLabel,
          }}
        />
      </Container>
    </Stack>
  );
}
