/**
 * Third-party content behind facades: nothing here contacts another host before the visitor asks for
 * it, and every embed has a fallback that works offline and with JavaScript off.
 */
import { useContext, useEffect, useRef, useState } from 'react';
import {
  Button,
  Card,
  Icon,
  Link,
  MapPin,
  Play,
  Stack,
  Star,
  Text,
  VisuallyHidden,
} from '../../design-system';
import { business } from '../content/business';
import { embedCopy } from '../content/navigation';
import { ReviewsScriptStatusContext } from '../thirdParty/useThirdPartyScript';
import * as styles from './ThirdParty.css';

/** Moves focus into a frame the visitor just asked for, so keyboard users land in what they loaded. */
function useFocusWhenLoaded(isLoaded: boolean) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (isLoaded) frameRef.current?.focus();
  }, [isLoaded]);
  return frameRef;
}

/** The same place on Google Maps as a normal page, from an embed address such as `...maps?q=...&output=embed`. */
function mapsPageFor(embedUrl: string): string {
  try {
    const url = new URL(embedUrl);
    url.searchParams.delete('output');
    return url.toString();
  } catch {
    return embedUrl;
  }
}

export interface MapFacadeProps {
  /** Accessible title of the map frame, also shown on the preview. */
  title: string;
  /** The address the map frame loads (a Google Maps embed URL). */
  embedUrl: string;
  /**
   * Where 'Open in Google Maps' leads. @default the embed address without `output=embed`
   */
  openUrl?: string;
}

/**
 * A drawn map preview with a 'Load map' button; the real map frame replaces it only on request.
 */
export function MapFacade({ title, embedUrl, openUrl }: MapFacadeProps) {
  const [isLoaded, setLoaded] = useState(false);
  const frameRef = useFocusWhenLoaded(isLoaded);
  return (
    <Stack space="small">
      <div className={`${styles.frame} ${styles.mapRatio}`}>
        {isLoaded ? (
          <iframe
            ref={frameRef}
            title={title}
            src={embedUrl}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
            className={styles.iframe}
          />
        ) : (
          <div className={styles.mapPreview}>
            <svg className={styles.drawing} viewBox="0 0 400 225" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
              <path className={styles.water} d="M-20 190 C 60 150, 120 210, 200 175 S 330 120, 420 150" />
              <rect className={styles.park} x="250" y="30" width="70" height="45" rx="8" />
              <path className={styles.road} d="M-10 95 H 410" />
              <path className={styles.road} d="M150 -10 V 240" />
              <path className={styles.minorRoad} d="M-10 40 L 140 60 L 300 20 L 410 35" />
              <path className={styles.minorRoad} d="M60 -10 L 80 240" />
              <path className={styles.minorRoad} d="M230 -10 C 240 80, 300 130, 330 240" />
            </svg>
            <div className={styles.overlay}>
              <span className={styles.pin}>
                <Icon icon={MapPin} size={40} />
              </span>
              <Text as="span" size="small" className={styles.caption}>
                {title}
              </Text>
              <Button onPress={() => setLoaded(true)}>
                <Icon icon={MapPin} size={18} />
                {embedCopy.map.loadLabel}
              </Button>
            </div>
          </div>
        )}
      </div>
      <Text size="small" tone="muted">
        {embedCopy.map.notice}{' '}
        <Link href={openUrl ?? mapsPageFor(embedUrl)} isExternal>
          {embedCopy.map.openLabel}
        </Link>
      </Text>
    </Stack>
  );
}

export interface VideoFacadeProps {
  /** What the video is about: the frame's accessible title and the play button's name. */
  title: string;
  /** The YouTube video id. */
  youtubeId: string;
}

/**
 * A neutral poster with a play button; the YouTube player (privacy-enhanced domain) replaces it and
 * starts playing only when the visitor presses play.
 */
export function VideoFacade({ title, youtubeId }: VideoFacadeProps) {
  const [isLoaded, setLoaded] = useState(false);
  const frameRef = useFocusWhenLoaded(isLoaded);
  const id = encodeURIComponent(youtubeId);
  return (
    <Stack space="small">
      <div className={`${styles.frame} ${styles.videoRatio}`}>
        {isLoaded ? (
          <iframe
            ref={frameRef}
            title={title}
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
            loading="lazy"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            className={styles.iframe}
          />
        ) : (
          <div className={styles.videoPreview}>
            <span className={styles.videoTitle} aria-hidden="true">
              {title}
            </span>
            <Button variant="cta" size="xl" onPress={() => setLoaded(true)}>
              <Icon icon={Play} size={24} />
              {embedCopy.video.playLabel}
              <VisuallyHidden>: {title}</VisuallyHidden>
            </Button>
          </div>
        )}
      </div>
      <Text size="small" tone="muted">
        {embedCopy.video.notice}{' '}
        <Link href={`https://www.youtube.com/watch?v=${id}`} isExternal>
          {embedCopy.video.watchLabel}
        </Link>
      </Text>
    </Stack>
  );
}

export interface ReviewsWidgetProps {
  /** The widget id the third-party script looks for. @default business.reviews.widgetId */
  widgetId?: string;
}

/**
 * The third-party reviews widget, with the rating summary in its place until the widget has actually
 * drawn something. The summary is in the server HTML, so it is what visitors see with JavaScript off,
 * offline, when no widget is configured, and when the script fails or times out (status `error`, after
 * which a late widget is not shown, so the page does not jump).
 */
export function ReviewsWidget({ widgetId = business.reviews.widgetId }: ReviewsWidgetProps) {
  const scriptStatus = useContext(ReviewsScriptStatusContext);
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
  const { reviews } = embedCopy;
  const filledStars = Math.round(business.rating.value);
  return (
    <div className={styles.reviews}>
      {widgetId ? (
        // Not hidden while waiting: widgets that measure their container would draw at zero width.
        <div ref={hostRef} data-widget-id={widgetId} hidden={scriptStatus === 'error'} className={styles.reviewsLayer} />
      ) : null}
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
          <Link href={business.reviews.readReviewsUrl} isExternal>
            {reviews.readReviewsLabel}
          </Link>
        </Stack>
      </Card>
    </div>
  );
}
