import { screen, within } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { business } from '../../site/content/facts/business';
import HomePage from '../../site/pages/HomePage';
import { expectHeadingOutline } from './headingOutline';
import { renderPageOfKind, sectionNamed } from './renderPage';

const { galleryImages } = contentFor('en').gallery;
const { homeAccordions, homePage, homeServices } = contentFor('en').home;

const renderHome = () => renderPageOfKind('home', HomePage);

describe('HomePage', () => {
  it('has exactly one h1 and never skips a heading level', () => {
    renderHome();
    expectHeadingOutline(document);
  });

  it('links the hero call button to the business phone and the message button to the contact page', () => {
    renderHome();
    const hero = sectionNamed(homePage.hero.heading);
    expect(within(hero).getByRole('link', { name: homePage.hero.callLabel })).toHaveAttribute('href', business.phone.href);
    expect(within(hero).getByRole('link', { name: homePage.hero.messageLabel })).toHaveAttribute('href', '/contact');
  });

  it('lists the 12 services, each as a link named by its title', () => {
    renderHome();
    const section = sectionNamed(homePage.services.heading);
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    for (const service of homeServices) {
      expect(within(section).getByRole('link', { name: service.title })).toHaveAttribute('href', service.href);
    }
  });

  it('has three accordion sections of 4 items, with h3 headers under each section h2', () => {
    renderHome();
    expect(homeAccordions).toHaveLength(3);
    for (const accordion of homeAccordions) {
      const section = sectionNamed(accordion.heading);
      expect(within(section).getByRole('heading', { level: 2, name: accordion.heading })).toBeInTheDocument();
      const headers = within(section).getAllByRole('heading', { level: 3 });
      expect(headers).toHaveLength(4);
      const triggers = within(section).getAllByRole('button');
      expect(triggers.map((trigger) => trigger.textContent)).toEqual(accordion.items.map((item) => item.question));
      for (const trigger of triggers) expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('shows 4 gallery photos, all 16 after See More Work and 4 again after Show Less', async () => {
    const user = userEvent.setup();
    renderHome();
    const section = sectionNamed(homePage.gallery.heading);
    const photos = () => within(section).getAllByRole('img');
    expect(photos()).toHaveLength(4);

    const toggle = within(section).getByRole('button', { name: homePage.gallery.showMoreLabel });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(photos()).toHaveLength(galleryImages.length);
    expect(photos()).toHaveLength(16);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(homePage.gallery.showLessLabel);

    await user.click(toggle);
    expect(photos()).toHaveLength(4);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName(homePage.gallery.showMoreLabel);
  });

  it('closes with the emergency call to action', () => {
    renderHome();
    const cta = sectionNamed(homePage.emergencyCta.heading);
    expect(within(cta).getByRole('link', { name: homePage.emergencyCta.callLabel })).toHaveAttribute(
      'href',
      business.phone.href,
    );
    expect(within(cta).getByRole('link', { name: homePage.emergencyCta.messageLabel })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('puts the sections in their order: hero, reviews, family-owned, map, services, video, the accordions, gallery, emergency call', () => {
    renderHome();
    const order = [
      homePage.hero.heading,
      homePage.reviews.heading,
      homePage.familyOwned.heading,
      homePage.map.heading,
      homePage.services.heading,
      homePage.video.heading,
      ...homeAccordions.map((accordion) => accordion.heading),
      homePage.gallery.heading,
      homePage.emergencyCta.heading,
    ];
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    const positions = order.map((text) => headings.indexOf(text));
    expect(positions).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
