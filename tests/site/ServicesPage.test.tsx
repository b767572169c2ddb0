import { screen, within } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import { describe, expect, it } from 'vitest';
import ServicesPage from '../../site/pages/ServicesPage';
import { expectHeadingOutline } from './headingOutline';
import { renderPageOfKind } from './renderPage';

const { cities } = contentFor('en').cities;
const { servicesPage } = contentFor('en').pages;
const { services } = contentFor('en').services;

const renderServicesPage = () => renderPageOfKind('services', ServicesPage, { inRouter: true });

describe('ServicesPage', () => {
  it('has one h1 and no skipped heading levels', () => {
    const { container } = renderServicesPage();
    expectHeadingOutline(container);
  });

  it('shows the intro and the call and message actions', () => {
    renderServicesPage();
    expect(screen.getByRole('heading', { level: 1, name: servicesPage.heading })).toBeInTheDocument();
    expect(screen.getByText(servicesPage.intro)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: servicesPage.callLabel })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.getByRole('link', { name: servicesPage.messageLabel })).toHaveAttribute('href', '/contact');
  });

  it('shows 4 service cards with their details and emergency badge', () => {
    renderServicesPage();
    const cardTitles = screen.getAllByRole('heading', { level: 2 });
    expect(cardTitles.map((heading) => heading.textContent)).toEqual(services.map((service) => service.title));
    for (const service of services) {
      const card = screen.getByRole('heading', { level: 2, name: service.title }).closest('li');
      expect(card).not.toBeNull();
      const scope = within(card as HTMLElement);
      expect(scope.getByText(service.description)).toBeInTheDocument();
      const details = scope.getByRole('list', { name: servicesPage.detailsLabel });
      expect(within(details).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...service.details]);
      if (service.emergencyService) expect(scope.getByText(servicesPage.emergencyBadge)).toBeInTheDocument();
      else expect(scope.queryByText(servicesPage.emergencyBadge)).not.toBeInTheDocument();
    }
    expect(screen.getAllByText(servicesPage.emergencyBadge)).toHaveLength(2);
  });

  it("links each card to its service's page in all 6 cities, named by service and city", () => {
    renderServicesPage();
    const lists = screen.getAllByRole('list', { name: servicesPage.availableInLabel });
    expect(lists).toHaveLength(4);
    lists.forEach((list, index) => {
      const service = services[index];
      if (service === undefined) throw new Error('More lists than services.');
      const links = within(list).getAllByRole('link');
      expect(links).toHaveLength(6);
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        cities.map((city) => `/${service.cityServiceSlug}-${city.slug}-ga`),
      );
      links.forEach((link, cityIndex) => {
        const city = cities[cityIndex];
        expect(link).toHaveTextContent(city?.name ?? '');
        expect(link).toHaveAccessibleName(`${service.title} in ${city?.name ?? ''}`);
      });
    });
  });

  it('has a Learn More link to each service page that names the service', () => {
    renderServicesPage();
    for (const service of services) {
      expect(
        screen.getByRole('link', { name: `${servicesPage.learnMoreLabel} ${servicesPage.learnMoreContext(service.title)}` }),
      ).toHaveAttribute('href', `/${service.slug}`);
    }
  });
});
