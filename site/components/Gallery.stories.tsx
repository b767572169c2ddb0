import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useRef } from 'react';
import { getImage } from '../assets/images';
import { useContent } from '../i18n/useContent';
import { Gallery } from './Gallery';
import { pictureSources } from './Picture';
import { WithIslands } from './storySupport';

export default {
  title: 'Site / Gallery',
} satisfies StoryDefault;

function HomeGallery() {
  const { gallery, home } = useContent();
  const { homePage } = home;
  const photos = gallery.galleryImages.map((image) => ({ sources: pictureSources(getImage(`gallery/${image.src}`)), alt: image.alt }));
  return (
    <Gallery
      photos={photos}
      initialCount={gallery.galleryInitialCount}
      showMoreLabel={homePage.gallery.showMoreLabel}
      showLessLabel={homePage.gallery.showLessLabel}
    />
  );
}

/** As the home page shows it: the first photos and 'See More Work'. */
export const Collapsed: Story = () => (
  <WithIslands>
    <HomeGallery />
  </WithIslands>
);

function PressedOnce() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    container.current?.querySelector<HTMLButtonElement>('button[aria-expanded="false"]')?.click();
  }, []);
  return (
    <div ref={container}>
      <HomeGallery />
    </div>
  );
}

/** After 'See More Work': every photo, and 'Show Less'. */
export const Expanded: Story = () => (
  <WithIslands>
    <PressedOnce />
  </WithIslands>
);
