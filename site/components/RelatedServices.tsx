import {
  ArrowRight,
  Box,
  ButtonLink,
  Card,
  Columns,
  Heading,
  Icon,
  Link,
  MapPin,
  Stack,
  Text,
  VisuallyHidden,
} from '../../design-system';

import type { CityPageSummary, CitySlug, ServiceSummary } from '../content/types';
import { contentIcons } from './contentIcons';
import { PageSection } from './PageSection';
import { useContent, usePath } from '../i18n/useContent';

/** How many other services the block lists when the page has a service. */
export const relatedServicesLimit = 3;
/** How many other cities the block lists when the page has a location. */
export const relatedCitiesLimit = 6;

/** A label alone on its line starts with a capital, though Spanish writes 'condado de Walton' inside a sentence. */
const asLabel = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

export interface RelatedServicesProps {
  /**
   * The page's service, by how its city pages' addresses begin (`cityServiceSlug`). Set, the block
   * lists up to 3 other services, linking to their pages in `location` when that is set too,
   * otherwise to their service pages, plus 'View All Services'.
   * @default undefined
   */
  service?: string;
  /**
   * The page's city. Set without `service`, the block lists up to 6 other cities, each linking to
   * `locationService` there. With neither prop, the block lists all services, linking to /services.
   * @default undefined
   */
  location?: CitySlug;
  /**
   * The service the city links lead to when only `location` is set.
   * @default the first core service
   */
  locationService?: string;
}


interface ServiceLink {
  service: ServiceSummary;
  href: string;
}

/**
 * Where to go next from a page: other services (in this city), the same service in other cities, or
 * every service. Which list shows follows from the props, the three modes of the related-services block.
 */
export function RelatedServices({ service, location, locationService }: RelatedServicesProps) {
  const path = usePath();
  const { cityPageSummaries } = useContent().cityPageSummaries;
  const { cityPageCopy } = useContent().pages;
  const { serviceSummaries } = useContent().serviceSummaries;
  const { citySummaries } = useContent().citySummaries;
  const findCity = (slug: CitySlug) => citySummaries.find((city) => city.slug === slug);
  const city = location === undefined ? undefined : findCity(location);

  if (service !== undefined) {
    const links = serviceSummaries
      .filter((other) => other.cityServiceSlug !== service)
      .slice(0, relatedServicesLimit)
      .flatMap((other): ServiceLink[] => {
        if (location === undefined) return [{ service: other, href: path(`/${other.slug}`) }];
        const page = cityPageSummaries.find((candidate) => candidate.serviceSlug === other.cityServiceSlug && candidate.locationSlug === location);
        return page === undefined ? [] : [{ service: other, href: page.path }];
      });
    return (
      <PageSection heading={city === undefined ? cityPageCopy.relatedServicesHeading : cityPageCopy.otherServicesHeading(city.name)}>
        <ServiceCards links={links} cityName={city?.name} />
        <Box>
          <ButtonLink variant="outline" size="lg" href={path('/services')}>
            {cityPageCopy.viewAllServicesLabel}
            <Icon icon={ArrowRight} />
          </ButtonLink>
        </Box>
      </PageSection>
    );
  }

  if (location !== undefined) {
    const linkedService =
      serviceSummaries.find((candidate) => candidate.cityServiceSlug === locationService) ?? serviceSummaries[0];
    const pages = cityPageSummaries
      .filter((page) => page.serviceSlug === linkedService.cityServiceSlug && page.locationSlug !== location)
      .slice(0, relatedCitiesLimit);
    return (
      <PageSection heading={cityPageCopy.otherLocationsHeading}>
        <CityLinks pages={pages} linkContext={cityPageCopy.locationLinkContext(linkedService.title)} />
      </PageSection>
    );
  }

  return (
    <PageSection heading={cityPageCopy.relatedServicesHeading}>
      <ServiceCards links={serviceSummaries.map((other) => ({ service: other, href: path('/services') }))} />
    </PageSection>
  );
}

function ServiceCards({ links, cityName }: { links: readonly ServiceLink[]; cityName?: string }) {
  const { cityPageCopy } = useContent().pages;
  return (
    <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: links.length > 3 ? 4 : 3 }} space="medium">
      {links.map(({ service, href }) => (
        <Card as="li" key={service.slug}>
          <Stack space="medium" align="left">
            <Icon icon={contentIcons[service.icon]} size={32} />
            <Heading level={3} size="large">
              {service.title}
            </Heading>
            <Text tone="muted">{service.description}</Text>
            <ButtonLink variant="secondary" href={href}>
              {cityPageCopy.learnMoreLabel}{' '}
              <VisuallyHidden>{cityPageCopy.learnMoreContext(service.title, cityName)}</VisuallyHidden>
            </ButtonLink>
          </Stack>
        </Card>
      ))}
    </Columns>
  );
}

export interface CityLinksProps {
  /** The city pages to link to. */
  pages: readonly CityPageSummary[];
  /**
   * Put before the city in each link's accessible name ('Water Damage Restoration in'), so every link
   * names its page out of context. An `aria-label` rather than hidden text: a hidden span at the start
   * of an inline link adds a 1px box that pointer automation takes for the link's click point.
   */
  linkContext: string;
}

/** A grid of city page links: the city as the visible text, its county under it. */
export function CityLinks({ pages, linkContext }: CityLinksProps) {
  const { citySummaries } = useContent().citySummaries;
  const findCity = (slug: CitySlug) => citySummaries.find((city) => city.slug === slug);
  return (
    <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="medium">
      {pages.map((page) => (
        <Card as="li" key={page.path} padding="medium">
          <Stack space="xxsmall">
            <Text weight="bold" size="large">
              <Icon icon={MapPin} />{' '}
              <Link href={page.path} aria-label={`${linkContext} ${page.locationName}, GA`}>
                {`${page.locationName}, GA`}
              </Link>
            </Text>
            <Text size="small" tone="muted">
              {asLabel(findCity(page.locationSlug)?.county ?? '')}
            </Text>
          </Stack>
        </Card>
      ))}
    </Columns>
  );
}
