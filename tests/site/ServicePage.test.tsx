import { render, screen, within } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { business } from '../../site/content/facts/business';
import { articlesOf } from '../../site/content/blog';
import ServicePage from '../../site/pages/ServicePage';
import { routesOfKind } from '../../site/routes/routeTable';
import type { RouteOfKind } from '../../site/routes/routeTypes';
import { expectHeadingOutline } from './headingOutline';

const { cities } = contentFor('en').cities;
const { notFoundPage, relatedReadingCopy, servicePageCopy } = contentFor('en').pages;
const { services } = contentFor('en').services;

function serviceRoute(slug: string): RouteOfKind<'service'> {
  const route = routesOfKind('service').find((candidate) => candidate.params.serviceSlug === slug);
  if (route === undefined) throw new Error(`The route table has no service page for ${slug}.`);
  return route;
}

function renderServicePage(route: RouteOfKind<'service'>) {
  const router = createMemoryRouter([{ path: '*', element: <ServicePage route={route} /> }], {
    initialEntries: [route.path],
  });
  return render(<RouterProvider router={router} />);
}

describe('ServicePage', () => {
  it.each(services.map((service) => [service.slug, service.relatedArticle]))(
    '%s links to its related article, %s',
    (slug, article) => {
      renderServicePage(serviceRoute(slug));
      const reading = screen.getByRole('region', { name: relatedReadingCopy.heading });
      const title = articlesOf('en').find((candidate) => candidate.slug === article)?.title ?? '';
      expect(within(reading).getByRole('link', { name: title })).toHaveAttribute('href', `/blog/${article}`);
    },
  );

  it.each([
    ['water-restoration', 5, true],
    ['mold-inspection', 4, false],
    ['crawl-space-cleanup', 4, false],
    ['sewage-cleanup', 4, true],
  ])('%s shows %i numbered process steps; emergency banner: %s', (slug, stepCount, isEmergency) => {
    const service = services.find((candidate) => candidate.slug === slug);
    if (service === undefined) throw new Error(`No service ${slug}.`);
    renderServicePage(serviceRoute(slug));

    const process = screen.getByRole('region', { name: servicePageCopy.processHeading });
    const list = within(process).getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps).toHaveLength(stepCount);
    steps.forEach((step, index) => {
      const content = service.processSteps[index];
      expect(within(step).getByRole('heading', { level: 3 })).toHaveTextContent(`${index + 1} ${content?.title ?? ''}`);
      expect(within(step).getByText(content?.description ?? '')).toBeInTheDocument();
    });

    const banner = screen.queryByRole('region', { name: servicePageCopy.emergencyHeading(service.title) });
    if (isEmergency) {
      expect(banner).toBeInTheDocument();
      expect(
        within(banner as HTMLElement).getByRole('link', {
          name: `${servicePageCopy.emergencyCallLabel} ${business.phone.display}`,
        }),
      ).toHaveAttribute('href', business.phone.href);
    } else {
      expect(banner).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: new RegExp(servicePageCopy.emergencyCallLabel) })).not.toBeInTheDocument();
    }
  });

  it.each(services.map((service) => [service.slug]))('%s has one h1 and no skipped heading levels', (slug) => {
    const { container } = renderServicePage(serviceRoute(slug));
    expectHeadingOutline(container);
  });

  it('shows the hero with calls to action, the description and the 6 details', () => {
    const service = services[0];
    const { container } = renderServicePage(serviceRoute(service.slug));
    expect(screen.getByRole('heading', { level: 1, name: service.title })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: servicePageCopy.callLabel })[0]).toHaveAttribute('href', business.phone.href);
    expect(screen.getAllByRole('link', { name: servicePageCopy.messageLabel })[0]).toHaveAttribute('href', '/contact');
    const details = within(screen.getByRole('region', { name: servicePageCopy.detailsHeading }));
    for (const paragraph of service.longDescription) expect(details.getByText(paragraph)).toBeInTheDocument();
    expect(details.getAllByRole('listitem').map((item) => item.textContent)).toEqual([...service.details]);
    expect(within(container).getByRole('region', { name: servicePageCopy.ctaHeading })).toBeInTheDocument();
  });

  it('lists the FAQs in an accordion that opens one answer at a time', async () => {
    const user = userEvent.setup();
    const service = services[0];
    renderServicePage(serviceRoute(service.slug));
    const faq = within(screen.getByRole('region', { name: servicePageCopy.faqHeading }));
    const headers = faq.getAllByRole('button');
    expect(headers.map((header) => header.textContent)).toEqual(service.faqs.map((item) => item.question));
    expect(faq.getAllByRole('heading', { level: 3 })).toHaveLength(service.faqs.length);
    const [first, second] = headers;
    if (first === undefined || second === undefined) throw new Error('Expected at least two questions.');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('links to the 6 city pages of the service, each named by service and city', () => {
    const service = services[2]!;
    renderServicePage(serviceRoute(service.slug));
    const locations = screen.getByRole('region', { name: servicePageCopy.citiesHeading });
    const links = within(locations).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      cities.map((city) => `/${service.cityServiceSlug}-${city.slug}-ga`),
    );
    expect(links[0]).toHaveAccessibleName(`${service.title} in ${cities[0]?.name}, GA`);
  });

  it('renders the not-found content for an unknown slug', () => {
    const route = { ...serviceRoute('water-restoration'), params: { serviceSlug: 'no-such-service' } } as unknown as RouteOfKind<'service'>;
    renderServicePage(route);
    expect(screen.getByText(notFoundPage.code)).toBeInTheDocument();
    expect(screen.getByText(notFoundPage.message)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: servicePageCopy.processHeading })).not.toBeInTheDocument();
  });
});
