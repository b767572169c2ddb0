import { render, screen, within } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { business } from '../../site/content/facts/business';
import { articlesOf } from '../../site/content/blog';
import type { CityPageContent } from '../../site/content/types';
import CityServicePage from '../../site/pages/CityServicePage';
import { routesOfKind } from '../../site/routes/routeTable';
import type { RouteOfKind } from '../../site/routes/routeTypes';
import { expectHeadingOutline } from './headingOutline';

const { cities } = contentFor('en').cities;
const { findCityPageByPath, loadCityPages } = contentFor('en').cityPages;
const { cityPageCopy, notFoundPage, relatedReadingCopy } = contentFor('en').pages;
const { services } = contentFor('en').services;

const articleSummaries = articlesOf('en');

function cityRoute(path: string): RouteOfKind<'cityService'> {
  const route = routesOfKind('cityService').find((candidate) => candidate.path === path);
  if (route === undefined) throw new Error(`The route table has no city page at ${path}.`);
  return route;
}

function pageAt(path: string): CityPageContent {
  const page = findCityPageByPath(path);
  if (page === undefined) throw new Error(`No city page content at ${path}.`);
  return page;
}

function renderCityPage(route: RouteOfKind<'cityService'>) {
  const router = createMemoryRouter([{ path: '*', element: <CityServicePage route={route} /> }], {
    initialEntries: [route.path],
  });
  return render(<RouterProvider router={router} />);
}

// The router loads a city page's local content with its page; these tests render the page alone.
const cityPages = await loadCityPages();

const emergencyPath = '/water-damage-restoration-snellville-ga';
const plainPath = '/crawl-space-cleanup-grayson-ga';

describe('CityServicePage', () => {
  it('names the service and the city in the h1 and offers call and message actions', () => {
    const page = pageAt(emergencyPath);
    renderCityPage(cityRoute(emergencyPath));
    expect(
      screen.getByRole('heading', { level: 1, name: cityPageCopy.heroHeading(page.serviceTitle, page.locationName) }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: cityPageCopy.callLabel })[0]).toHaveAttribute('href', business.phone.href);
    expect(screen.getAllByRole('link', { name: cityPageCopy.messageLabel })[0]).toHaveAttribute('href', '/contact');
  });

  it('renders 6 service details, 4 landmarks, 4 neighborhoods and the local text', () => {
    const page = pageAt(emergencyPath);
    renderCityPage(cityRoute(emergencyPath));
    const details = within(screen.getByRole('region', { name: cityPageCopy.detailsHeading })).getAllByRole('listitem');
    expect(details.map((item) => item.textContent)).toEqual([...page.serviceDetails]);
    expect(details).toHaveLength(6);
    const landmarks = within(screen.getByRole('list', { name: cityPageCopy.landmarksHeading })).getAllByRole('listitem');
    expect(landmarks.map((item) => item.textContent)).toEqual([...page.localInfo.landmarks]);
    expect(landmarks).toHaveLength(4);
    const neighborhoods = within(screen.getByRole('list', { name: cityPageCopy.neighborhoodsHeading })).getAllByRole(
      'listitem',
    );
    expect(neighborhoods.map((item) => item.textContent)).toEqual([...page.localInfo.neighborhoods]);
    expect(neighborhoods).toHaveLength(4);
    const local = within(screen.getByRole('region', { name: cityPageCopy.localHeading(page.locationName) }));
    expect(local.getByText(page.localInfo.description)).toBeInTheDocument();
    expect(local.getByText(page.localAngle)).toBeInTheDocument();
  });

  it('links the same service in the 5 other cities', () => {
    const page = pageAt(emergencyPath);
    renderCityPage(cityRoute(emergencyPath));
    const links = within(screen.getByRole('region', { name: cityPageCopy.otherLocationsHeading })).getAllByRole('link');
    const otherCities = cities.filter((city) => city.slug !== page.locationSlug);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      otherCities.map((city) => `/${page.serviceSlug}-${city.slug}-ga`),
    );
    expect(links).toHaveLength(5);
    links.forEach((link, index) => {
      expect(link).toHaveAccessibleName(`${page.serviceTitle} in ${otherCities[index]?.name ?? ''}, GA`);
    });
  });

  it('lists the first 3 other services in the city with Learn More links and View All Services', () => {
    const page = pageAt(emergencyPath);
    renderCityPage(cityRoute(emergencyPath));
    const region = within(screen.getByRole('region', { name: cityPageCopy.otherServicesHeading(page.locationName) }));
    const others = services.filter((service) => service.cityServiceSlug !== page.serviceSlug).slice(0, 3);
    const learnMore = region.getAllByRole('link', { name: new RegExp(`^${cityPageCopy.learnMoreLabel}`) });
    expect(learnMore).toHaveLength(3);
    learnMore.forEach((link, index) => {
      const other = others[index];
      expect(link).toHaveAttribute('href', `/${other?.cityServiceSlug ?? ''}-${page.locationSlug}-ga`);
      expect(link).toHaveAccessibleName(
        `${cityPageCopy.learnMoreLabel} ${cityPageCopy.learnMoreContext(other?.title ?? '', page.locationName)}`,
      );
    });
    expect(region.getByRole('link', { name: cityPageCopy.viewAllServicesLabel })).toHaveAttribute('href', '/services');
  });

  it('shows the emergency banner with a tap-to-call Emergency Line on an emergency service', () => {
    const page = pageAt(emergencyPath);
    expect(page.isEmergency).toBe(true);
    renderCityPage(cityRoute(emergencyPath));
    const banner = within(
      screen.getByRole('region', { name: cityPageCopy.emergencyHeading(page.serviceTitle, page.locationName) }),
    );
    expect(banner.getByText(cityPageCopy.emergencyText)).toBeInTheDocument();
    expect(
      banner.getByRole('link', { name: `${cityPageCopy.emergencyCallLabel} ${business.phone.display}` }),
    ).toHaveAttribute('href', business.phone.href);
  });

  it('has no emergency banner on a non-emergency service', () => {
    const page = pageAt(plainPath);
    expect(page.isEmergency).toBe(false);
    renderCityPage(cityRoute(plainPath));
    expect(
      screen.queryByRole('region', { name: cityPageCopy.emergencyHeading(page.serviceTitle, page.locationName) }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(cityPageCopy.emergencyCallLabel) })).not.toBeInTheDocument();
  });

  it('shows the FAQ section when the page has FAQs', () => {
    const page = pageAt(emergencyPath);
    expect(page.faqs.length).toBeGreaterThan(0);
    renderCityPage(cityRoute(emergencyPath));
    const faq = within(screen.getByRole('region', { name: cityPageCopy.faqHeading }));
    expect(faq.getAllByRole('button').map((button) => button.textContent)).toEqual(page.faqs.map((item) => item.question));
  });

  it.each(['/crawl-space-cleanup-grayson-ga', '/mold-inspection-bethlehem-ga'])('%s has no FAQ section', (path) => {
    expect(pageAt(path).faqs).toHaveLength(0);
    renderCityPage(cityRoute(path));
    expect(screen.queryByRole('region', { name: cityPageCopy.faqHeading })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: cityPageCopy.faqHeading })).not.toBeInTheDocument();
  });

  it.each(cityPages.map((page) => [page.path]))('%s has one h1 and no skipped heading levels', (path) => {
    const { container } = renderCityPage(cityRoute(path));
    expectHeadingOutline(container);
  });

  it('renders the not-found content for an unknown city', () => {
    const route = {
      ...cityRoute(emergencyPath),
      params: { serviceSlug: 'water-damage-restoration', citySlug: 'atlantis' },
    } as unknown as RouteOfKind<'cityService'>;
    renderCityPage(route);
    expect(screen.getByText(notFoundPage.code)).toBeInTheDocument();
    expect(screen.getByText(notFoundPage.message)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: cityPageCopy.detailsHeading })).not.toBeInTheDocument();
  });
});

describe('CityServicePage related reading', () => {
  it.each(routesOfKind('cityService').map((route) => [route.path, route]))('%s links to its service\'s article', (_path, route) => {
    renderCityPage(route);
    const service = services.find((candidate) => candidate.cityServiceSlug === route.params.serviceSlug);
    const article = articleSummaries.find((candidate) => candidate.slug === service?.relatedArticle);
    if (article === undefined) throw new Error(`No related article for ${route.path}.`);
    const reading = screen.getByRole('region', { name: relatedReadingCopy.heading });
    expect(within(reading).getByRole('link', { name: article.title })).toHaveAttribute('href', `/blog/${article.slug}`);
  });
});
