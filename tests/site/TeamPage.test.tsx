import { screen, within } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import { describe, expect, it } from 'vitest';
import TeamPage from '../../site/pages/TeamPage';
import { expectHeadingOutline } from './headingOutline';
import { renderPageOfKind, sectionNamed } from './renderPage';

const { teamPage } = contentFor('en').pages;
const { team, teamFuture } = contentFor('en').team;

const renderTeam = () => renderPageOfKind('team', TeamPage);

describe('TeamPage', () => {
  it('has exactly one h1, the page heading, and never skips a heading level', () => {
    renderTeam();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(teamPage.heading);
    expectHeadingOutline(document);
  });

  it('shows the 5 staff members with name (h3), role, description and photo', () => {
    renderTeam();
    const section = sectionNamed(teamPage.staffHeading);
    const cards = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    team.forEach((member, index) => {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByRole('heading', { level: 3, name: member.name })).toBeInTheDocument();
      expect(within(card).getByText(member.role)).toBeInTheDocument();
      expect(within(card).getByText(member.description)).toBeInTheDocument();
      expect(card.querySelector('img')?.getAttribute('src')).toContain(member.image.replace(/\.\w+$/, ''));
    });
  });

  it('has the owner, the office manager, two lead technicians and a certified technician', () => {
    renderTeam();
    const roles = team.map((member) => member.role);
    expect(roles.filter((role) => /owner/i.test(role))).toHaveLength(1);
    expect(roles.filter((role) => /office manager/i.test(role))).toHaveLength(1);
    expect(roles.filter((role) => /lead technician/i.test(role))).toHaveLength(2);
    expect(roles.filter((role) => /certified/i.test(role))).toHaveLength(1);
  });

  it("closes with the family's 'The Future' section", () => {
    renderTeam();
    const section = sectionNamed(teamFuture.heading);
    expect(within(section).getByRole('heading', { level: 2, name: 'The Future' })).toBeInTheDocument();
    for (const paragraph of teamFuture.paragraphs) expect(within(section).getByText(paragraph)).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: teamFuture.imageAlt })).toBeInTheDocument();
  });
});
