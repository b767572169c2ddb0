import { useId } from 'react';
import {
  ArrowRight,
  Badge,
  ButtonLink,
  Card,
  Check,
  Columns,
  Container,
  Heading,
  Icon,
  Inline,
  Link,
  Siren,
  Stack,
  Text,
  VisuallyHidden,
} from '../../design-system';
import { IconItem } from '../components/IconItem';
import { PageHero } from '../components/PageHero';
import { contentIcons } from '../components/contentIcons';

import type { CoreService } from '../content/siteContent';
import type { PageProps } from '../routes/router';
import { useContent, usePath } from '../i18n/useContent';

export default function ServicesPage(_props: PageProps<'services'>) {
  const { servicesPage } = useContent().pages;
  const { services } = useContent().services;
  return (
    <Container>
      <Stack space="xxlarge" paddingY="xlarge">
        <PageHero
          heading={servicesPage.heading}
          intro={servicesPage.intro}
          callLabel={servicesPage.callLabel}
          messageLabel={servicesPage.messageLabel}
        />
        <Columns as="ul" columns={{ mobile: 1, desktop: 2 }} space="large">
          {services.map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </Columns>
      </Stack>
    </Container>
  );
}

function ServiceCard({ service }: { service: CoreService }) {
  const path = usePath();
  const { cityPageSummaries } = useContent().cityPageSummaries;
  const { servicesPage } = useContent().pages;
  const detailsId = useId();
  const citiesId = useId();
  const servicePages = cityPageSummaries.filter((page) => page.serviceSlug === service.cityServiceSlug);
  return (
    <Card as="li">
      <Stack space="large" align="left">
        <Stack space="small" align="left">
          <Icon icon={contentIcons[service.icon]} size={36} />
          <Heading level={2} size="xlarge">
            {service.title}
          </Heading>
          {service.emergencyService ? (
            <Badge tone="emergency">
              <Icon icon={Siren} size={14} />
              {servicesPage.emergencyBadge}
            </Badge>
          ) : null}
        </Stack>
        <Text>{service.description}</Text>
        <Stack space="small">
          <Heading level={3} size="medium" id={detailsId}>
            {servicesPage.detailsLabel}
          </Heading>
          <Stack as="ul" space="xsmall" aria-labelledby={detailsId}>
            {service.details.map((detail) => (
              <IconItem key={detail} icon={Check}>
                {detail}
              </IconItem>
            ))}
          </Stack>
        </Stack>
        <Stack space="small">
          <Heading level={3} size="medium" id={citiesId}>
            {servicesPage.availableInLabel}
          </Heading>
          <Inline as="ul" space="medium" aria-labelledby={citiesId}>
            {servicePages.map((page) => (
              <li key={page.path}>
                <Link
                  href={page.path}
                  aria-label={`${servicesPage.cityLinkContext(service.title)} ${page.locationName}`}
                >
                  {page.locationName}
                </Link>
              </li>
            ))}
          </Inline>
        </Stack>
        <ButtonLink href={path(`/${service.slug}`)}>
          {servicesPage.learnMoreLabel}{' '}
          <VisuallyHidden>{servicesPage.learnMoreContext(service.title)}</VisuallyHidden>
          <Icon icon={ArrowRight} />
        </ButtonLink>
      </Stack>
    </Card>
  );
}
