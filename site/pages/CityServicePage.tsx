import { useId } from 'react';
import { Box, Card, Check, Columns, Container, Heading, Icon, MapPin, Stack, Text } from '../../design-system';
import { EmergencyBanner } from '../components/EmergencyBanner';
import { EmergencyCta } from '../components/EmergencyCta';
import { FaqSection } from '../components/FaqSection';
import { IconItem } from '../components/IconItem';
import { PageHero } from '../components/PageHero';
import { PageSection } from '../components/PageSection';
import { RelatedReading } from '../components/RelatedReading';
import { RelatedServices } from '../components/RelatedServices';

import type { ArticleSlug, CityPageContent } from '../content/types';
import type { PageProps } from '../routes/router';
import { notFoundRoutes } from '../routes/routeTable';
import NotFoundPage from './NotFoundPage';
import { useContent } from '../i18n/useContent';

export default function CityServicePage({ route }: PageProps<'cityService'>) {
  const { findCityPage } = useContent().cityPages;
  const { cityPageCopy, servicePageCopy } = useContent().pages;
  const { serviceSummaries } = useContent().serviceSummaries;
  const page = findCityPage(route.params.serviceSlug, route.params.citySlug);
  if (page === undefined) return <NotFoundPage route={notFoundRoutes[route.lang]} />;
  return (
    <Container>
      <Stack space="xxlarge" paddingY="xlarge">
        <PageHero
          heading={cityPageCopy.heroHeading(page.serviceTitle, page.locationName)}
          intro={page.serviceDescription}
          callLabel={cityPageCopy.callLabel}
          messageLabel={cityPageCopy.messageLabel}
        />
        <ServiceDetails page={page} />
        <LocalInfo page={page} />
        {page.isEmergency ? (
          <EmergencyBanner
            heading={cityPageCopy.emergencyHeading(page.serviceTitle, page.locationName)}
            text={cityPageCopy.emergencyText}
            callLabel={cityPageCopy.emergencyCallLabel}
          />
        ) : null}
        <FaqSection heading={cityPageCopy.faqHeading} faqs={page.faqs} />
        <RelatedServices service={page.serviceSlug} location={page.locationSlug} />
        <RelatedServices location={page.locationSlug} locationService={page.serviceSlug} />
        <RelatedReading article={relatedArticleFor(page, serviceSummaries)} />
        <EmergencyCta
          content={{
            heading: servicePageCopy.ctaHeading,
            text: servicePageCopy.ctaText,
            callLabel: cityPageCopy.callLabel,
            messageLabel: cityPageCopy.messageLabel,
          }}
        />
      </Stack>
    </Container>
  );
}

/** The service's related article: city pages name their service by its city-page slug. */
function relatedArticleFor(page: CityPageContent, serviceSummaries: readonly { cityServiceSlug?: string; relatedArticle: ArticleSlug }[]) {
  // Services relate the same article in every language.
  const service = serviceSummaries.find((candidate) => candidate.cityServiceSlug === page.serviceSlug);
  if (service === undefined) throw new Error(`No service for city page service slug ${page.serviceSlug}.`);
  return service.relatedArticle;
}

function ServiceDetails({ page }: { page: CityPageContent }) {
  const { cityPageCopy } = useContent().pages;
  return (
    <PageSection heading={cityPageCopy.detailsHeading}>
      <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="medium">
        {page.serviceDetails.map((detail) => (
          <Card as="li" key={detail} tone="muted" padding="medium">
            <Box display="flex" gap="xsmall" alignItems="flex-start">
              <Icon icon={Check} />
              <Text as="span" weight="medium">
                {detail}
              </Text>
            </Box>
          </Card>
        ))}
      </Columns>
    </PageSection>
  );
}

function LocalInfo({ page }: { page: CityPageContent }) {
  const { cityPageCopy } = useContent().pages;
  return (
    <PageSection heading={cityPageCopy.localHeading(page.locationName)}>
      <Columns columns={{ mobile: 1, desktop: 2 }} space="xlarge">
        <Stack space="medium">
          <Text>{page.localAngle}</Text>
          <Text>{page.localInfo.description}</Text>
        </Stack>
        <Columns columns={{ mobile: 1, tablet: 2, desktop: 1 }} space="large">
          <PlaceList heading={cityPageCopy.landmarksHeading} places={page.localInfo.landmarks} />
          <PlaceList heading={cityPageCopy.neighborhoodsHeading} places={page.localInfo.neighborhoods} />
        </Columns>
      </Columns>
    </PageSection>
  );
}

function PlaceList({ heading, places }: { heading: string; places: readonly string[] }) {
  const headingId = useId();
  return (
    <Card>
      <Stack space="medium">
        <Heading level={3} size="large" id={headingId}>
          {heading}
        </Heading>
        <Stack as="ul" space="small" aria-labelledby={headingId}>
          {places.map((place) => (
            <IconItem key={place} icon={MapPin}>
              {place}
            </IconItem>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
