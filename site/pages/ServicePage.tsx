import { useId } from 'react';
import { Box, Card, Check, Columns, Container, Heading, Stack, Text } from '../../design-system';
import { EmergencyBanner } from '../components/EmergencyBanner';
import { EmergencyCta } from '../components/EmergencyCta';
import { FaqSection } from '../components/FaqSection';
import { IconItem } from '../components/IconItem';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { ProcessSteps } from '../components/ProcessSteps';
import { RelatedReading } from '../components/RelatedReading';
import { CityLinks } from '../components/RelatedServices';

import type { CoreService } from '../content/siteContent';
import type { PageProps } from '../routes/router';
import { notFoundRoutes } from '../routes/routeTable';
import NotFoundPage from './NotFoundPage';
import { useContent } from '../i18n/useContent';

export default function ServicePage({ route }: PageProps<'service'>) {
  const { servicePageCopy } = useContent().pages;
  const { findService } = useContent().services;
  const service = findService(route.params.serviceSlug);
  if (service === undefined) return <NotFoundPage route={notFoundRoutes[route.lang]} />;
  return (
    <Container>
      <Stack space="xxlarge" paddingY="xlarge">
        <PageHero
          heading={service.title}
          intro={service.description}
          callLabel={servicePageCopy.callLabel}
          messageLabel={servicePageCopy.messageLabel}
        />
        <ServiceDetails service={service} />
        {service.emergencyService ? (
          <EmergencyBanner
            heading={servicePageCopy.emergencyHeading(service.title)}
            text={servicePageCopy.emergencyText}
            callLabel={servicePageCopy.emergencyCallLabel}
          />
        ) : null}
        <ProcessSteps heading={servicePageCopy.processHeading} steps={service.processSteps} />
        <FaqSection heading={servicePageCopy.faqHeading} faqs={service.faqs} />
        <ServiceLocations service={service} />
        <RelatedReading article={service.relatedArticle} />
        <EmergencyCta
          content={{
            heading: servicePageCopy.ctaHeading,
            text: servicePageCopy.ctaText,
            callLabel: servicePageCopy.callLabel,
            messageLabel: servicePageCopy.messageLabel,
          }}
        />
      </Stack>
    </Container>
  );
}

function ServiceDetails({ service }: { service: CoreService }) {
  const { servicePageCopy } = useContent().pages;
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Columns columns={{ mobile: 1, desktop: 2 }} space="xlarge">
        <Stack space="medium">
          <Heading level={2} id={headingId}>
            {servicePageCopy.detailsHeading}
          </Heading>
          {service.longDescription.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
        <Card tone="muted">
          <Stack as="ul" space="small">
            {service.details.map((detail) => (
              <IconItem key={detail} icon={Check} weight="medium">
                {detail}
              </IconItem>
            ))}
          </Stack>
        </Card>
      </Columns>
    </Box>
  );
}

function ServiceLocations({ service }: { service: CoreService }) {
  const { cityPageSummaries } = useContent().cityPageSummaries;
  const { servicePageCopy } = useContent().pages;
  const pages = cityPageSummaries.filter((page) => page.serviceSlug === service.cityServiceSlug);
  return (
    <PageSection heading={servicePageCopy.citiesHeading}>
      <CityLinks pages={pages} linkContext={servicePageCopy.cityLinkContext(service.title)} />
    </PageSection>
  );
}
