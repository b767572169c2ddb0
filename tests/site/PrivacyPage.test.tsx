import { render, screen, within } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import { describe, expect, it } from 'vitest';
import { counterRetentionMonths } from '../../functions/contract/visits';
import { enquiryRetentionDays, pendingSignupDays } from '../../functions/contract/forms';
import { business } from '../../site/content/facts/business';
import PrivacyPage from '../../site/pages/PrivacyPage';
import { findRoute } from '../../site/routes/routeTable';
import type { RouteOfKind } from '../../site/routes/routeTypes';

const { privacyPage } = contentFor('en').privacy;

const route = findRoute('/privacy') as RouteOfKind<'privacy'>;

describe('PrivacyPage', () => {
  it('is a route of its own with a title and description', () => {
    expect(route.kind).toBe('privacy');
    expect(route.meta.title).toBe('Privacy Policy');
    expect(route.meta.description.length).toBeGreaterThan(50);
    expect(route.meta.noindex).toBeUndefined();
  });

  it('has one h1 and a named section with an h2 for each topic', () => {
    render(<PrivacyPage route={route} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(privacyPage.heading);
    for (const section of privacyPage.sections) {
      const region = screen.getByRole('region', { name: section.heading });
      expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(section.heading);
    }
  });

  it('states the retention period the enquiry storage uses, and how to ask for deletion', () => {
    render(<PrivacyPage route={route} />);
    expect(screen.getByText(new RegExp(`deleted automatically after ${enquiryRetentionDays} days, counted from when they were emailed`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`never confirmed is deleted after ${pendingSignupDays} days`))).toBeInTheDocument();
    const deletion = screen.getByRole('region', { name: /deleting/i });
    expect(deletion).toHaveTextContent(business.email);
    expect(deletion).toHaveTextContent(business.phone.display);
  });

  it('names each outside service and says it loads only on request', () => {
    render(<PrivacyPage route={route} />);
    const outside = screen.getByRole('region', { name: /outside services/i });
    for (const name of ['Google Maps', 'YouTube', 'reviews']) expect(outside).toHaveTextContent(name);
  });

  it('says how visits are counted: daily totals kept as long as the counters are, no cookie, nothing under Global Privacy Control', () => {
    render(<PrivacyPage route={route} />);
    const counting = screen.getByRole('region', { name: /count visits/i });
    expect(counting).toHaveTextContent(`for ${counterRetentionMonths} months`);
    for (const words of ['daily totals', 'never set cookies', 'network address', 'Global Privacy Control', 'Do Not Track']) expect(counting).toHaveTextContent(words);
    expect(screen.getByRole('region', { name: /outside services/i })).toHaveTextContent('no outside analytics, no advertising and no cookies');
  });
});
