import { Heading, Stack, Text } from '../../../design-system';
import { ArticleText } from '../../components/ArticleText';
import { parseArticleBody } from '../../content/load/markdown';
import type { ArticleBlock } from '../../content/types';
import { PreviewFrame } from './PreviewFrame';
import { fillFactsForPreview } from './previewData';
import { previewedData, previewedLang, type PreviewProps } from './previewEntry';

interface ArticleDraft {
  title?: unknown;
  description?: unknown;
  body?: unknown;
}

/**
 * `articles`: the article's title, summary and text as the article page draws them
 * (site/pages/ArticlePage.tsx), facts filled in. What the page cannot show (bold, links) is left out
 * here as on the page; the check before saving names it.
 */
export function ArticlePreview(props: PreviewProps) {
  const lang = previewedLang(props);
  const draft = previewedData(props) as ArticleDraft;
  const fill = (value: unknown) => fillFactsForPreview(typeof value === 'string' ? value : '', lang);
  const blocks: ArticleBlock[] = parseArticleBody(fill(draft.body)).blocks;
  return (
    <PreviewFrame lang={lang} width="narrow">
      <Stack space="large">
        <Heading level={1} size="xxlarge">
          {fill(draft.title)}
        </Heading>
        <Text size="large" tone="muted">
          {fill(draft.description)}
        </Text>
        <ArticleText blocks={blocks} />
      </Stack>
    </PreviewFrame>
  );
}
