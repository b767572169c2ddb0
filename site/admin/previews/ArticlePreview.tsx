import { Heading, Stack, Text } from '../../../design-system';
import { ArticleText } from '../../components/ArticleText';
import { Picture } from '../../components/Picture';
import { parseArticleBody } from '../../content/load/markdown';
import type { ArticleBlock } from '../../content/types';
import { PreviewFrame } from './PreviewFrame';
import { fillFactsForPreview } from './previewData';
import type { PreviewInput } from './previewEntry';
import { previewPictureSources, usePhotoUrl } from './previewPhotos';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * `articles`: the article's title, summary, photo and text as the article page draws them
 * (site/pages/ArticlePage.tsx), facts filled in. What the page cannot show (bold, links) is left out
 * here as on the page; the check before saving names it.
 */
export function ArticlePreview({ lang, data }: PreviewInput) {
  const fill = (value: unknown) => fillFactsForPreview(textOf(value), lang);
  const blocks: ArticleBlock[] = parseArticleBody(fill(data.body)).blocks;
  const image = textOf(data.image);
  const url = usePhotoUrl(image);
  return (
    <PreviewFrame lang={lang} width="narrow">
      <Stack space="large">
        <Heading level={1} size="xxlarge">
          {fill(data.title)}
        </Heading>
        <Text size="large" tone="muted">
          {fill(data.description)}
        </Text>
        {image === '' ? null : <Picture sources={previewPictureSources(url, image, 1600, 900)} alt={textOf(data.imageAlt)} sizes="(min-width: 48rem) 48rem, 100vw" />}
        <ArticleText blocks={blocks} />
      </Stack>
    </PreviewFrame>
  );
}
