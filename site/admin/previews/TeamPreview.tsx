import { Stack } from '../../../design-system';
import { Picture } from '../../components/Picture';
import type { RenderPhoto } from '../../components/renderPhoto';
import { TeamFamilyBand } from '../../components/TeamFamilyBand';
import { TeamMemberCards } from '../../components/TeamMemberCards';
import teamRecord from '../../content/data/team.json';
import englishWords from '../../content/words/en/team.json';
import spanishWords from '../../content/words/es/team.json';
import type { Lang } from '../../i18n/lang';
import { PreviewFrame } from './PreviewFrame';
import { previewTeam } from './previewData';
import { previewedData, previewedLang, type PreviewProps } from './previewEntry';
import { previewPictureSources } from './previewPhotos';

const publishedWords: Record<Lang, unknown> = { en: englishWords, es: spanishWords };

// The portraits' box before the file arrives (the seed's are square); a photo then keeps its own proportions.
const renderPhoto: RenderPhoto = ({ src, alt, sizes }) => <Picture sources={previewPictureSources(src, 800, 800)} alt={alt} sizes={sizes} />;

function TeamOf({ record, words, lang }: { record: unknown; words: unknown; lang: Lang }) {
  const { members, future } = previewTeam(record, words, lang);
  return (
    <PreviewFrame lang={lang}>
      <Stack space={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
        <TeamMemberCards members={members} renderPhoto={renderPhoto} />
        <TeamFamilyBand future={future} renderPhoto={renderPhoto} />
      </Stack>
    </PreviewFrame>
  );
}

/** `data-team`: the people being edited, with the default language's published roles and stories. */
export function TeamRecordPreview(props: PreviewProps) {
  const lang = previewedLang(props);
  return <TeamOf record={previewedData(props)} words={publishedWords[lang]} lang={lang} />;
}

/** `words-team`: the published people, with the roles and stories being edited. */
export function TeamWordsPreview(props: PreviewProps) {
  const lang = previewedLang(props);
  return <TeamOf record={teamRecord} words={previewedData(props)} lang={lang} />;
}
