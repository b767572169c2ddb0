/**
 * The video behind a facade: nothing is fetched from YouTube until the visitor presses play (an island
 * that hydrates on first use; a press before that is replayed). The 'Watch on YouTube' link works
 * without JavaScript; the play button, which needs it, is hidden then.
 */
import { useState } from 'react';
import { Button, Icon, Link, Play, Stack, Text, VisuallyHidden } from '../../../design-system';
import type { PropsInHtml } from '../../islandRuntime/islandModules';
import { noticeAndLink, ownText } from '../../thirdParty/facadeWords';
import * as styles from './ThirdParty.css';
import { useFocusWhenLoaded } from '../../thirdParty/useFocusWhenLoaded';

export interface VideoFacadeProps {
  /** What the video is about: the frame's accessible title and the play button's name. */
  title: string;
  /** The YouTube video id. */
  youtubeId: string;
  /** The button, the notice and the link, in the page's language (`embedCopy.video`). */
  copy: { playLabel: string; notice: string; watchLabel: string };
}

/**
 * A neutral poster with a play button; the YouTube player (privacy-enhanced domain) replaces it and
 * starts playing only when the visitor presses play.
 */
export default function VideoFacade({ title, youtubeId, copy }: VideoFacadeProps) {
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
            <Button variant="cta" size="xl" onPress={() => setLoaded(true)} data-no-script="hide">
              <Icon icon={Play} size={24} />
              {copy.playLabel}
              <VisuallyHidden>: {title}</VisuallyHidden>
            </Button>
          </div>
        )}
      </div>
      <Text size="small" tone="muted">
        {copy.notice}{' '}
        <Link href={`https://www.youtube.com/watch?v=${id}`} isExternal>
          {copy.watchLabel}
        </Link>
      </Text>
    </Stack>
  );
}


/** Every prop is in the island's HTML: the poster's title, the button's words, the notice and the link. */
export const propsInHtml: PropsInHtml<VideoFacadeProps> = {
  written: () => ({}),
  read: (island) => {
    const { notice, label, href } = noticeAndLink(island);
    return {
      title: island.querySelector(`.${styles.videoTitle}`)?.textContent ?? '',
      youtubeId: new URL(href, island.ownerDocument.baseURI).searchParams.get('v') ?? '',
      copy: { playLabel: ownText(island.querySelector('button')), notice, watchLabel: label },
    };
  },
};
