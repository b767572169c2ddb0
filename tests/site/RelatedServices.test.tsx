import { render, screen, within } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import { describe, expect, it } from 'vitest';
import { RelatedServices } from '../../site/components/RelatedServices';
import { LangProvider } from '../../site/i18n/LangContext';

const { cities } = contentFor('en').cities;
const { cityPageCopy } = contentFor('en').pages;
const { services } = contentFor('en').services;

const learnMoreName = (serviceTitle: string, city?: string) =>
  `${cityPageCopy.learnMoreLabel} ${cityPageCopy.learnMoreContext(serviceTitle, city)}`;

function serviceCardTitles() {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

describe('RelatedServices', () => {
  it('with a service set, lists up to 3 other services linking to their service pages, plus View All Services', () => {
    render(<RelatedServices service="mold-inspection" />);
    const region = within(screen.getByRole('region', { name: cityPageCopy.relatedServicesHeading }));
    const others = services.filter((service) => service.cityServiceSlug !== 'mold-inspection');
    expect(serviceCardTitles()).toEqual(others.map((service) => service.title));
    for (const other of others) {
      expect(region.getByRole('link', { name: learnMoreName(other.title) })).toHaveAttribute('href', `/${other.slug}`);
    }
    expect(region.getByRole('link', { name: cityPageCopy.viewAllServicesLabel })).toHaveAttribute('href', '/services');
    expect(region.getAllByRole('link')).toHaveLength(4);
  });

  it('with a service and a location set, links the other services to their pages in that city', () => {
    render(<RelatedServices service="sewage-cleanup" location="monroe" />);
    const region = within(screen.getByRole('region', { name: cityPageCopy.otherServicesHeading('Monroe') }));
    const others = services.filter((service) => service.cityServiceSlug !== 'sewage-cleanup');
    expect(others).toHaveLength(3);
    for (const other of others) {
      expect(region.getByRole('link', { name: learnMoreName(other.title, 'Monroe') })).toHaveAttribute(
        'href',
        `/${other.cityServiceSlug}-monroe-ga`,
      );
    }
    expect(region.getByRole('link', { name: cityPageCopy.viewAllServicesLabel })).toHaveAttribute('href', '/services');
  });

  it('with a location set, lists the other cities (up to 6), linking to the chosen service there', () => {
    render(<RelatedServices location="bethlehem" locationService="crawl-space-cleanup" />);
    const region = within(screen.getByRole('region', { name: cityPageCopy.otherLocationsHeading }));
    const links = region.getAllByRole('link');
    const otherCities = cities.filter((city) => city.slug !== 'bethlehem');
    expect(links.length).toBeLessThanOrEqual(6);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      otherCities.map((city) => `/crawl-space-cleanup-${city.slug}-ga`),
    );
    expect(links[0]).toHaveTextContent(`${otherCities[0]?.name ?? ''}, GA`);
    expect(region.queryByRole('link', { name: cityPageCopy.viewAllServicesLabel })).not.toBeInTheDocument();
  });

  it('writes the county under each city with a capital in Spanish, as the contact page does', () => {
    render(
      <LangProvider lang="es">
        <RelatedServices location="bethlehem" locationService="crawl-space-cleanup" />
      </LangProvider>,
    );
    const region = within(screen.getByRole('region', { name: contentFor('es').pages.cityPageCopy.otherLocationsHeading }));
    // Inside a sentence Spanish writes 'condado de Walton'; alone under the city it is a label.
    const others = contentFor('es').citySummaries.citySummaries.filter((city) => city.slug !== 'bethlehem');
    expect(others[0]?.county).toBe('condado de Walton');
    expect(region.getAllByText(/^condado de /i).map((line) => line.textContent)).toEqual(
      others.map((city) => city.county.replace(/^condado/, 'Condado')),
    );
  });

  it('with only a location set, the city links lead to the first core service', () => {
    render(<RelatedServices location="grayson" />);
    const links = within(screen.getByRole('region', { name: cityPageCopy.otherLocationsHeading })).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const link of links) expect(link.getAttribute('href')).toMatch(new RegExp(`^/${services[0].cityServiceSlug}-`));
    expect(links.map((link) => link.getAttribute('href'))).not.toContain(`/${services[0].cityServiceSlug}-grayson-ga`);
  });

  it('with neither set, lists all 4 services, each linking to /services', () => {
    render(<RelatedServices />);
    const region = within(screen.getByRole('region', { name: cityPageCopy.relatedServicesHeading }));
    expect(serviceCardTitles()).toEqual(services.map((service) => service.title));
    const links = region.getAllByRole('link');
    expect(links).toHaveLength(4);
    services.forEach((service, index) => {
      expect(links[index]).toHaveAccessibleName(learnMoreName(service.title));
      expect(links[index]).toHaveAttribute('href', '/services');
    });
  });
});
