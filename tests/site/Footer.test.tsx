import { render, screen, within } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import { describe, expect, it } from 'vitest';
import { RouterProvider as AriaRouterProvider } from '../../design-system';
import { CertificationBadge } from '../../site/components/CertificationBadge';
import { Footer } from '../../site/components/Footer';
import { business } from '../../site/content/facts/business';

const { cities } = contentFor('en').cities;
const { footer, socialLinks } = contentFor('en').navigation;

function renderFooter() {
  render(
    <AriaRouterProvider navigate={() => undefined}>
      <Footer />
    </AriaRouterProvider>,
  );
  return screen.getByRole('contentinfo');
}

describe('Footer', () => {
  it('is the contentinfo landmark with four h2 column headings', () => {
    const landmark = renderFooter();
    const headings = within(landmark).getAllByRole('heading');
    expect(headings.map((heading) => heading.tagName)).toEqual(['H2', 'H2', 'H2', 'H2']);
    expect(headings.map((heading) => heading.textContent)).toEqual([
      business.name,
      'Services',
      'Contact',
      'Service Areas',
    ]);
  });

  it('links to the blog and the privacy page in a navigation of its own', () => {
    const landmark = renderFooter();
    const nav = within(landmark).getByRole('navigation', { name: footer.links.navLabel });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('says what the company does, with the certification badge', () => {
    const landmark = renderFooter();
    expect(within(landmark).getByText(footer.about.text)).toBeInTheDocument();
    expect(footer.about.text).toContain(business.homeTown.locality);
    expect(footer.about.text).toContain('24/7');
    expect(within(landmark).getByRole('img', { name: 'IICRC Certified' })).toBeInTheDocument();
  });

  it.each(socialLinks.map((social) => [social.label, social.href]))(
    'links to the %s profile by name, opening in a new tab',
    (label, href) => {
      const landmark = renderFooter();
      const link = within(landmark).getByRole('link', { name: new RegExp(`^${label}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    },
  );

  it('sends the four service links to /services', () => {
    const landmark = renderFooter();
    for (const name of ['Water Restoration', 'Mold Inspection', 'Crawl Space Cleanup', 'Sewage Cleanup']) {
      expect(within(landmark).getByRole('link', { name })).toHaveAttribute('href', '/services');
    }
  });

  it('gives the phone, email, hours and home town', () => {
    const landmark = renderFooter();
    expect(within(landmark).getByRole('link', { name: business.phone.display })).toHaveAttribute('href', business.phone.href);
    expect(within(landmark).getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
    expect(within(landmark).getByText(new RegExp(business.hours.office))).toBeInTheDocument();
    const { locality, region, postalCode } = business.homeTown;
    expect(within(landmark).getByText(`${locality}, ${region} ${postalCode}`)).toBeInTheDocument();
  });

  it('links every service area city page', () => {
    const landmark = renderFooter();
    for (const city of cities) {
      expect(within(landmark).getByRole('link', { name: `${city.name}, GA` })).toHaveAttribute(
        'href',
        `/water-damage-restoration-${city.slug}-ga`,
      );
    }
  });

  it('shows the copyright year from the business module', () => {
    const landmark = renderFooter();
    expect(within(landmark).getByText(`\u00a9 ${business.copyrightYear} ${business.name}`, { exact: false })).toBeInTheDocument();
    expect(business.copyrightYear).toBe(2024);
  });
});

describe('CertificationBadge', () => {
  it('is one image named by its label, with the text drawn in the SVG', () => {
    render(<CertificationBadge label="IICRC Certified" />);
    const badge = screen.getByRole('img', { name: 'IICRC Certified' });
    expect(badge.tagName.toLowerCase()).toBe('svg');
    expect(badge.textContent).toBe('IICRCCERTIFIED');
  });
});
