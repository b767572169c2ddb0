import { Gallery } from '../../components/Gallery';
import galleryRecord from '../../content/data/gallery.json';
import englishWords from '../../content/words/en/gallery.json';
import spanishWords from '../../content/words/es/gallery.json';
import type { Lang } from '../../i18n/lang';
import { PreviewFrame } from './PreviewFrame';
import { previewGallery } from './previewData';
import { previewedData, previewedLang, type PreviewProps } from './previewEntry';
import { previewPictureSources } from './previewPhotos';

const publishedWords: Record<Lang, unknown> = { en: englishWords, es: spanishWords };

function GalleryOf({ record, words, lang }: { record: unknown; words: unknown; lang: Lang }) {
  const photos = previewGallery(record, words).map((photo) => ({
    sources: previewPictureSources(`gallery/${photo.image}`, photo.width, photo.height),
    alt: photo.alt,
  }));
  // Every photo, as after 'See More Work': the toggle is an island, whose script the preview does not run.
  return (
    <PreviewFrame lang={lang}>
      <Gallery photos={photos} initialCount={photos.length} showMoreLabel="" showLessLabel="" />
    </PreviewFrame>
  );
}

/** `data-gallery`: the photos being edited, described in the default language's published words. */
export function GalleryRecordPreview(props: PreviewProps) {
  const lang = previewedLang(props);
  return <GalleryOf record={previewedData(props)} words={publishedWords[lang]} lang={lang} />;
}

/** `words-gallery`: the published photos, with the descriptions being edited as their alt text. */
export function GalleryWordsPreview(props: PreviewProps) {
  const lang = previewedLang(props);
  return <GalleryOf record={galleryRecord} words={previewedData(props)} lang={lang} />;
}
