import { useEffect, useRef, useState } from 'react';
import { Button, Card, Icon, Link, Stack, Star, Text } from '../../../design-system';
import type { PropsInHtml } from '../../islandRuntime/islandModules';
import { ownText } from '../../thirdParty/facadeWords';
import { useThirdPartyScript } from '../../thirdParty/useThirdPartyScript';
import * as styles from './ThirdParty.css';

export interface ReviewsFacadeProps {
  /** The widget id the third-party script looks for. */
  widgetId: string;
  /** The reviews provider's script; without one the summary is all there is. */
  scriptUrl?: string;
  /** Where 'Read our reviews' leads. */
  readReviewsUrl: string;
  /** Stars filled in the summary (the rating, rounded). */
  filledStars: number;
  /** The summary's words and the button's, in the page's language (`embedCopy.reviews`). */
  copy: {
    ratingLabel: string;
    ratingValue: string;
    ratingBest: number;
    countLabel: string;
    readReviewsLabel: string;
    showLiveLabel: string;
    notice: string;
  };
}

/**
 * The rating summary (in the HTML: what shows with JavaScript off, offline, and when the provider fails),
 * with a button that loads the provider's live reviews widget on request, like the map and the video.
 * The summary stays until the widget has actually drawn something; if the script fails or times out,
 * it stays for good, so the page never jumps.
 */
export default function ReviewsFacade({ widgetId, scriptUrl, readReviewsUrl, filledStars, copy: reviews }: ReviewsFacadeProps) {
  const [isRequested, setRequested] = useState(false);
  const scriptStatus = useThirdPartyScript(isRequested ? scriptUrl : undefined);
  const hostRef = useRef<HTMLDivElement>(null);
  const [isWidgetDrawn, setWidgetDrawn] = useState(false);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || scriptStatus === 'error') return;
    // The widget gives no "rendered" callback; children appearing in its container are the signal.
    const check = () => setWidgetDrawn(host.childElementCount > 0);
    check();
    const observer = new MutationObserver(check);
    observer.observe(host, { childList: true });
    return () => observer.disconnect();
  }, [scriptStatus]);

  const showWidget = isWidgetDrawn && scriptStatus !== 'error';
  return (
    <div className={styles.reviews}>
      {/* Not hidden while waiting: widgets that measure their container would draw at zero width. */}
      <div ref={hostRef} data-widget-id={widgetId} hidden={scriptStatus === 'error'} className={styles.reviewsLayer} />
      <Card hidden={showWidget} className={styles.reviewsLayer}>
        <Stack space="small" align="center">
          <span role="img" aria-label={reviews.ratingLabel} className={styles.stars}>
            {Array.from({ length: reviews.ratingBest }, (_, index) => (
              <Icon key={index} icon={Star} size={28} className={index < filledStars ? styles.starFilled : undefined} />
            ))}
          </span>
          <Text as="div" align="center" aria-hidden="true">
            <span className={styles.ratingValue}>{reviews.ratingValue}</span>
            <Text as="span" tone="muted">
              {' '}
              / {reviews.ratingBest}
            </Text>
          </Text>
          <Text tone="muted" aria-hidden="true">
            {reviews.countLabel}
          </Text>
          <Link href={readReviewsUrl} isExternal>
            {reviews.readReviewsLabel}
          </Link>
          {scriptUrl && scriptStatus !== 'error' ? (
            <Stack space="xsmall" align="center" data-no-script="hide">
              <Button variant="outline" onPress={() => setRequested(true)} isPending={scriptStatus === 'loading'}>
                {reviews.showLiveLabel}
              </Button>
              <Text size="small" tone="muted" align="center">
                {reviews.notice}
              </Text>
            </Stack>
          ) : null}
        </Stack>
      </Card>
    </div>
  );
}

/** The summary is the island's HTML (the stars, the rating, the link, the button and its notice): the page writes only the script's address. */
export const propsInHtml: PropsInHtml<ReviewsFacadeProps, 'widgetId' | 'readReviewsUrl' | 'filledStars' | 'copy'> = {
  written: ({ widgetId: _widgetId, readReviewsUrl: _url, filledStars: _filled, copy: _copy, ...rest }) => rest,
  read: (island, written) => {
    const stars = island.querySelector('[role="img"]');
    const link = island.querySelector('a');
    const button = island.querySelector('button');
    return {
      ...written,
      widgetId: island.querySelector('[data-widget-id]')?.getAttribute('data-widget-id') ?? '',
      readReviewsUrl: link?.getAttribute('href') ?? '',
      filledStars: stars?.querySelectorAll(`.${styles.starFilled}`).length ?? 0,
      copy: {
        ratingLabel: stars?.getAttribute('aria-label') ?? '',
        ratingValue: island.querySelector(`.${styles.ratingValue}`)?.textContent ?? '',
        ratingBest: stars?.children.length ?? 0,
        countLabel: island.querySelector('p[aria-hidden="true"]')?.textContent ?? '',
        readReviewsLabel: ownText(link),
        showLiveLabel: ownText(button),
        notice: button?.parentElement?.querySelector('p')?.textContent ?? '',
      },
    };
  },
};
