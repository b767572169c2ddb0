import { Picture } from '../../components/Picture';
import type { RenderPhoto } from '../../components/renderPhoto';
import { TeamMemberCards } from '../../components/TeamMemberCards';
import { PreviewFrame } from './PreviewFrame';
import { previewTeamMember } from './previewData';
import { previewedData, previewedLang, type PreviewProps } from './previewEntry';
import { previewPictureSources } from './previewPhotos';

// The portraits' box before the file arrives (the seed's are square); a photo then keeps its own proportions.
const renderPhoto: RenderPhoto = ({ src, alt, sizes }) => <Picture sources={previewPictureSources(src, 800, 800)} alt={alt} sizes={sizes} />;

/** `team`: the person as the team page's cards draw them, in the previewed language. */
export function TeamPreview(props: PreviewProps) {
  const lang = previewedLang(props);
  return (
    <PreviewFrame lang={lang}>
      <TeamMemberCards members={[previewTeamMember(previewedData(props), props.entry.get('slug'), lang)]} renderPhoto={renderPhoto} />
    </PreviewFrame>
  );
}
