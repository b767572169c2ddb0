import { Gallery } from '../../components/Gallery';
import { PreviewFrame } from './PreviewFrame';
import { previewGalleryPhoto } from './previewData';
import type { PreviewInput } from './previewEntry';
import { previewPictureSources, usePhotoUrl } from './previewPhotos';

/** `gallery`: the photo as the home page's gallery draws it, described in the previewed language. */
export function GalleryPreview({ lang, data }: PreviewInput) {
  const photo = previewGalleryPhoto(data);
  const url = usePhotoUrl(photo.image);
  // The placeholder's box until the file arrives; a photo then keeps its own proportions.
  const photos = [{ sources: previewPictureSources(url, photo.image, 1200, 900), alt: photo.alt }];
  return (
    <PreviewFrame lang={lang}>
      <Gallery photos={photos} initialCount={photos.length} showMoreLabel="" showLessLabel="" />
    </PreviewFrame>
  );
}
