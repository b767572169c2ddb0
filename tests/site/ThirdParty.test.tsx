import { act, render, renderHook, screen } from '@testing-library/react';
import { contentFor } from '../../site/content/siteContent';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewsFacadeProps } from '../../site/thirdParty/facadeProps';
import MapFacade from '../../site/components/islands/MapFacade';
import ReviewsFacade from '../../site/components/islands/ReviewsFacade';
import VideoFacade from '../../site/components/islands/VideoFacade';
import { business } from '../../site/content/facts/business';
import { thirdPartyScriptTimeout, useThirdPartyScript } from '../../site/thirdParty/useThirdPartyScript';

const { embedCopy } = contentFor('en').navigation;

const src = 'https://widgets.example/embed.js';
const scripts = () => [...document.body.querySelectorAll<HTMLScriptElement>(`script[src="${src}"]`)];

afterEach(() => {
  vi.useRealTimers();
});

describe('useThirdPartyScript', () => {
  it('appends one async script to the body on mount and removes it on unmount', () => {
    const { result, unmount } = renderHook(() => useThirdPartyScript(src));
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.async).toBe(true);
    expect(scripts()[0]?.parentElement).toBe(document.body);
    expect(result.current).toBe('loading');
    unmount();
    expect(scripts()).toHaveLength(0);
  });

  it('reports ready when the script loads', () => {
    const { result } = renderHook(() => useThirdPartyScript(src));
    act(() => {
      scripts()[0]?.dispatchEvent(new Event('load'));
    });
    expect(result.current).toBe('ready');
  });

  it('reports error when the script fails to load', () => {
    const { result } = renderHook(() => useThirdPartyScript(src));
    act(() => {
      scripts()[0]?.dispatchEvent(new Event('error'));
    });
    expect(result.current).toBe('error');
  });

  it('reports error when the script neither loads nor fails within the timeout', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useThirdPartyScript(src));
    act(() => vi.advanceTimersByTime(thirdPartyScriptTimeout - 1));
    expect(result.current).toBe('loading');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('error');
  });

  it('stays idle and adds nothing when no script is configured', () => {
    const before = document.scripts.length;
    const { result } = renderHook(() => useThirdPartyScript(undefined));
    expect(result.current).toBe('idle');
    expect(document.scripts.length).toBe(before);
  });
});

const summary = () => screen.queryByRole('img', { name: embedCopy.reviews.ratingLabel });
const widgetScripts = () => [...document.body.querySelectorAll(`script[src="${business.reviews.widgetScriptUrl}"]`)];
const reviewsProps = reviewsFacadeProps('en');

describe('ReviewsFacade', () => {
  it('is in the server HTML with the rating summary, the link to the reviews and the button for live ones', () => {
    const html = renderToString(<ReviewsFacade {...reviewsProps} />);
    expect(html).toContain(`data-widget-id="${business.reviews.widgetId}"`);
    expect(html).toContain(embedCopy.reviews.ratingLabel);
    expect(html).toContain(embedCopy.reviews.readReviewsLabel);
    expect(html).toContain(embedCopy.reviews.showLiveLabel);
  });

  it('loads nothing from the provider until the visitor asks for live reviews', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ReviewsFacade {...reviewsProps} />);
    expect(widgetScripts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: embedCopy.reviews.showLiveLabel }));
    expect(widgetScripts()).toHaveLength(1);
    expect(summary()).toBeVisible();
    unmount();
    expect(widgetScripts()).toHaveLength(0);
  });

  it('keeps the rating summary and the read-reviews link, and drops the button, when the script fails', async () => {
    const user = userEvent.setup();
    render(<ReviewsFacade {...reviewsProps} />);
    await user.click(screen.getByRole('button', { name: embedCopy.reviews.showLiveLabel }));
    act(() => {
      widgetScripts()[0]?.dispatchEvent(new Event('error'));
    });
    expect(embedCopy.reviews.ratingLabel).toBe('Rated 5.0 out of 5 from 50 reviews');
    expect(summary()).toBeVisible();
    const link = screen.getByRole('link', { name: new RegExp(`^${embedCopy.reviews.readReviewsLabel}`) });
    expect(link).toHaveAttribute('href', business.reviews.readReviewsUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: embedCopy.reviews.showLiveLabel })).toBeNull();
  });

  it('swaps the summary for the widget once the widget draws into its container', async () => {
    const user = userEvent.setup();
    const { container } = render(<ReviewsFacade {...reviewsProps} />);
    await user.click(screen.getByRole('button', { name: embedCopy.reviews.showLiveLabel }));
    act(() => {
      widgetScripts()[0]?.dispatchEvent(new Event('load'));
    });
    const host = container.querySelector<HTMLElement>(`[data-widget-id="${business.reviews.widgetId}"]`);
    await act(async () => {
      host?.append(document.createElement('iframe'));
      await Promise.resolve();
    });
    expect(summary()).toBeNull();
    expect(host).toBeVisible();
  });

  it('keeps the summary and hides a late widget after the script has failed', async () => {
    const user = userEvent.setup();
    const { container } = render(<ReviewsFacade {...reviewsProps} />);
    await user.click(screen.getByRole('button', { name: embedCopy.reviews.showLiveLabel }));
    act(() => {
      widgetScripts()[0]?.dispatchEvent(new Event('error'));
    });
    const host = container.querySelector<HTMLElement>('[data-widget-id]');
    await act(async () => {
      host?.append(document.createElement('div'));
      await Promise.resolve();
    });
    expect(summary()).toBeVisible();
    expect(host).not.toBeVisible();
  });

  it('shows only the summary when no provider is configured', () => {
    render(<ReviewsFacade {...reviewsProps} scriptUrl={undefined} />);
    expect(summary()).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('MapFacade', () => {
  const title = 'Map of the service area';
  const embedUrl = 'https://www.google.com/maps?q=Snellville,+GA&output=embed';

  it('loads no frame until the button is pressed, then shows the titled iframe lazily', async () => {
    const user = userEvent.setup();
    const { container } = render(<MapFacade title={title} embedUrl={embedUrl} copy={embedCopy.map} />);
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: embedCopy.map.loadLabel }));
    const frame = screen.getByTitle(title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', embedUrl);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: embedCopy.map.loadLabel })).toBeNull();
  });

  it('says the map comes from Google and offers a plain link instead', () => {
    render(<MapFacade title={title} embedUrl={embedUrl} copy={embedCopy.map} />);
    expect(screen.getByText(embedCopy.map.notice, { exact: false })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: new RegExp(`^${embedCopy.map.openLabel}`) });
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps?q=Snellville%2C+GA');
  });

  it('uses the given link for Open in Google Maps', () => {
    render(<MapFacade title={title} embedUrl={embedUrl} openUrl="https://maps.example/place" copy={embedCopy.map} />);
    expect(screen.getByRole('link', { name: new RegExp(`^${embedCopy.map.openLabel}`) })).toHaveAttribute(
      'href',
      'https://maps.example/place',
    );
  });
});

describe('VideoFacade', () => {
  const title = 'How we dry a basement';

  it('loads no player until play is pressed, then the privacy-enhanced player with autoplay', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoFacade title={title} youtubeId="abc123" copy={embedCopy.video} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: `${embedCopy.video.playLabel}: ${title}` }));
    const frame = screen.getByTitle(title);
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(frame).toHaveFocus();
  });

  it('says the video comes from YouTube and links to it there', () => {
    render(<VideoFacade title={title} youtubeId="abc123" copy={embedCopy.video} />);
    expect(screen.getByText(embedCopy.video.notice, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(`^${embedCopy.video.watchLabel}`) })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=abc123',
    );
  });
});
