/**
 * The map behind a facade: nothing is fetched from Google until the visitor asks (an island that
 * hydrates on first use; 'Load map' pressed before that is replayed). The link to Google Maps works
 * without JavaScript; the button, which needs it, is hidden then.
 */
import { useState } from 'react';
import { Button, Icon, Link, MapPin, Stack, Text } from '../../../design-system';
import * as styles from './ThirdParty.css';
import { useFocusWhenLoaded } from '../../thirdParty/useFocusWhenLoaded';

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
  /** The button, the notice and the link, in the page's language (`embedCopy.map`). */
  copy: { loadLabel: string; notice: string; openLabel: string };
}

/**
 * A drawn map preview with a 'Load map' button; the real map frame replaces it only on request.
 */
export default function MapFacade({ title, embedUrl, openUrl, copy }: MapFacadeProps) {
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
            <svg className={styles.drawing} viewBox="0 0 400 225" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
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
              <Button onPress={() => setLoaded(true)} data-no-script="hide">
                <Icon icon={MapPin} size={18} />
                {copy.loadLabel}
              </Button>
            </div>
          </div>
        )}
      </div>
      <Text size="small" tone="muted">
        {copy.notice}{' '}
        <Link href={openUrl ?? mapsPageFor(embedUrl)} isExternal>
          {copy.openLabel}
        </Link>
      </Text>
    </Stack>
  );
}

