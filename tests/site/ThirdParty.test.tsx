import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapFacade, ReviewsWidget, VideoFacade } from '../../site/components/ThirdParty';
import { business } from '../../site/content/business';
import { embedCopy } from '../../site/content/navigation';
import {
  ReviewsScriptStatusContext,
  thirdPartyScriptTimeout,
  useThirdPartyScript,
  type ThirdPartyScriptStatus,
} from '../../site/thirdParty/useThirdPartyScript';

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

  it.each(['pointermove', 'pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'])(
    'with afterInteraction, adds nothing until a %s event, then the script once',
    (type) => {
      const { result, unmount } = renderHook(() => useThirdPartyScript(src, { afterInteraction: true }));
      expect(scripts()).toHaveLength(0);
      expect(result.current).toBe('idle');
      act(() => {
        window.dispatchEvent(new Event(type));
      });
      expect(scripts()).toHaveLength(1);
      expect(result.current).toBe('loading');
      act(() => {
        window.dispatchEvent(new Event(type));
        window.dispatchEvent(new Event('keydown'));
      });
      expect(scripts()).toHaveLength(1);
      unmount();
      expect(scripts()).toHaveLength(0);
    },
  );

  it('with afterInteraction, adds nothing for events that are not the visitor (focus, resize)', () => {
    const { unmount } = renderHook(() => useThirdPartyScript(src, { afterInteraction: true }));
    act(() => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('resize'));
    });
    expect(scripts()).toHaveLength(0);
    unmount();
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

function withStatus(status: ThirdPartyScriptStatus, children: ReactNode) {
  return <ReviewsScriptStatusContext value={status}>{children}</ReviewsScriptStatusContext>;
}

const summary = () => screen.queryByRole('img', { name: embedCopy.reviews.ratingLabel });

describe('ReviewsWidget', () => {
  it('is in the server HTML with the rating summary and the link to the reviews', () => {
    const html = renderToString(<ReviewsWidget />);
    expect(html).toContain(`data-widget-id="${business.reviews.widgetId}"`);
    expect(html).toContain(embedCopy.reviews.ratingLabel);
    expect(html).toContain(embedCopy.reviews.readReviewsLabel);
  });

  it('shows the rating summary and the read-reviews link when the script fails', () => {
    render(withStatus('error', <ReviewsWidget />));
    expect(embedCopy.reviews.ratingLabel).toBe('Rated 5.0 out of 5 from 50 reviews');
    expect(summary()).toBeVisible();
    const link = screen.getByRole('link', { name: new RegExp(`^${embedCopy.reviews.readReviewsLabel}`) });
    expect(link).toHaveAttribute('href', business.reviews.readReviewsUrl);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('keeps the summary while the script is still loading', () => {
    render(withStatus('loading', <ReviewsWidget />));
    expect(summary()).toBeVisible();
  });

  it('swaps the summary for the widget once the widget draws into its container', async () => {
    const { container } = render(withStatus('ready', <ReviewsWidget />));
    const host = container.querySelector<HTMLElement>(`[data-widget-id="${business.reviews.widgetId}"]`);
    expect(host).not.toBeNull();
    await act(async () => {
      host?.append(document.createElement('iframe'));
      await Promise.resolve();
    });
    expect(summary()).toBeNull();
    expect(host).toBeVisible();
  });

  it('keeps the summary and hides a late widget after the script has failed', async () => {
    const { container } = render(withStatus('error', <ReviewsWidget />));
    const host = container.querySelector<HTMLElement>('[data-widget-id]');
    await act(async () => {
      host?.append(document.createElement('div'));
      await Promise.resolve();
    });
    expect(summary()).toBeVisible();
    expect(host).not.toBeVisible();
  });
});

describe('MapFacade', () => {
  const title = 'Map of the service area';
  const embedUrl = 'https://www.google.com/maps?q=Snellville,+GA&output=embed';

  it('loads no frame until the button is pressed, then shows the titled iframe lazily', async () => {
    const user = userEvent.setup();
    const { container } = render(<MapFacade title={title} embedUrl={embedUrl} />);
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
    render(<MapFacade title={title} embedUrl={embedUrl} />);
    expect(screen.getByText(embedCopy.map.notice, { exact: false })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: new RegExp(`^${embedCopy.map.openLabel}`) });
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps?q=Snellville%2C+GA');
  });

  it('uses the given link for Open in Google Maps', () => {
    render(<MapFacade title={title} embedUrl={embedUrl} openUrl="https://maps.example/place" />);
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
    const { container } = render(<VideoFacade title={title} youtubeId="abc123" />);
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
    render(<VideoFacade title={title} youtubeId="abc123" />);
    expect(screen.getByText(embedCopy.video.notice, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(`^${embedCopy.video.watchLabel}`) })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=abc123',
    );
  });
});
