import { screen, within } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import { describe, expect, it } from 'vitest';
import { business } from '../../site/content/facts/business';
import AboutPage from '../../site/pages/AboutPage';
import { expectHeadingOutline } from './headingOutline';
import { renderPageOfKind, sectionNamed } from './renderPage';

const { homePage } = contentFor('en').home;
const { aboutPage, aboutStats, aboutValues } = contentFor('en').pages;

const renderAbout = () => renderPageOfKind('about', AboutPage);

describe('AboutPage', () => {
  it('has exactly one h1, the page heading, and never skips a heading level', () => {
    renderAbout();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(aboutPage.heading);
    expectHeadingOutline(document);
  });

  it('tells the story and the mission', () => {
    renderAbout();
    const story = sectionNamed(aboutPage.story.heading);
    for (const paragraph of aboutPage.story.paragraphs) expect(within(story).getByText(paragraph)).toBeInTheDocument();
    expect(within(sectionNamed(aboutPage.mission.heading)).getByText(aboutPage.mission.text)).toBeInTheDocument();
  });

  it('shows the 4 values as cards with an h3 title and a description', () => {
    renderAbout();
    const section = sectionNamed(aboutPage.valuesHeading);
    const cards = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    aboutValues.forEach((value, index) => {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByRole('heading', { level: 3, name: value.title })).toBeInTheDocument();
      expect(within(card).getByText(value.description)).toBeInTheDocument();
    });
  });

  it('lists the 3 experience stats as readable text', () => {
    renderAbout();
    const section = sectionNamed(aboutPage.statsHeading);
    const stats = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(stats).toHaveLength(3);
    expect(stats.map((stat) => stat.textContent)).toEqual(aboutStats.map((stat) => `${stat.value}${stat.label}`));
    expect(stats.map((stat) => stat.textContent)).toEqual([
      `${business.yearsExperienceLabel}Years of Experience`,
      '100%Licensed and Insured',
      '24/7Emergency Response',
    ]);
  });

  it('shows the certification', () => {
    renderAbout();
    const section = sectionNamed(aboutPage.certification.label);
    expect(within(section).getByText(aboutPage.certification.text)).toBeInTheDocument();
  });

  it('ends with the emergency call to action', () => {
    renderAbout();
    const cta = sectionNamed(homePage.emergencyCta.heading);
    expect(within(cta).getByRole('link', { name: homePage.emergencyCta.callLabel })).toHaveAttribute(
      'href',
      business.phone.href,
    );
  });
});
