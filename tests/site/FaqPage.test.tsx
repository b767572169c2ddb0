import { screen, within } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { business } from '../../site/content/facts/business';
import FaqPage from '../../site/pages/FaqPage';
import { expectHeadingOutline } from './headingOutline';
import { renderPageOfKind } from './renderPage';

const { faqs } = contentFor('en').faqs;
const { faqPage } = contentFor('en').pages;

const questionHeaders = () => faqs.map((faq) => screen.getByRole('button', { name: faq.question }));

const renderFaqPage = () => renderPageOfKind('faq', FaqPage, { inRouter: true });

describe('FaqPage', () => {
  it('shows the heading, the intro and a call to action', () => {
    renderFaqPage();
    expect(screen.getByRole('heading', { level: 1, name: faqPage.heading })).toBeInTheDocument();
    expect(screen.getByText(faqPage.intro)).toBeInTheDocument();
    const cta = within(screen.getByRole('region', { name: faqPage.ctaHeading }));
    expect(cta.getByText(faqPage.ctaText)).toBeInTheDocument();
    expect(cta.getByRole('link', { name: faqPage.callLabel })).toHaveAttribute('href', business.phone.href);
    expect(cta.getByRole('link', { name: faqPage.messageLabel })).toHaveAttribute('href', '/contact');
  });

  it('lists the 12 questions as accordion headers at level 2, all closed', () => {
    renderFaqPage();
    expect(faqs).toHaveLength(12);
    const headers = questionHeaders();
    expect(headers).toHaveLength(12);
    for (const header of headers) {
      expect(header).toHaveAttribute('aria-expanded', 'false');
      expect(header.closest('h2')).not.toBeNull();
    }
  });

  it('opens one answer at a time, and the open one can be closed', async () => {
    const user = userEvent.setup();
    renderFaqPage();
    const [first, second] = questionHeaders();
    if (first === undefined || second === undefined) throw new Error('Expected at least two questions.');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent(faqs[0]?.answer ?? '');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('has one h1 and no skipped heading levels', () => {
    const { container } = renderFaqPage();
    expectHeadingOutline(container);
  });
});
