import { Gallery } from '../../components/Gallery';
import { PreviewFrame } from './PreviewFrame';
import { previewGalleryPhoto } from './previewData';
import { previewedData, previewedLang, type PreviewProps } from './previewEntry';
import { previewPictureSources } from './previewPhotos';

/** `gallery`: the photo as the home page's gallery draws it, described in the previewed language. */
export function GalleryPreview(props: PreviewProps) {
  const photo = previewGalleryPhoto(previewedData(props));
  // The placeholder's box until the file arrives; a photo then keeps its own proportions.
  const photos = [{ sources: previewPictureSources(`gallery/${photo.image}`, 4, 3), alt: photo.alt }];
  return (
    <PreviewFrame lang={previewedLang(props)}>
      <Gallery photos={photos} initialCount={photos.length} showMoreLabel="" showLessLabel="" />
    </PreviewFrame>
  );
}
