import { Picture } from '../../components/Picture';
import type { RenderPhoto } from '../../components/renderPhoto';
import { TeamMemberCards } from '../../components/TeamMemberCards';
import { PreviewFrame } from './PreviewFrame';
import { previewTeamMember } from './previewData';
import type { PreviewInput } from './previewEntry';
import { previewPictureSources, usePhotoUrl } from './previewPhotos';

function Portrait({ file, alt, sizes }: { file: string; alt: string; sizes: string }) {
  // The portraits' box before the file arrives (the site's are square); a photo then keeps its own proportions.
  return <Picture sources={previewPictureSources(usePhotoUrl(file), file, 800, 800)} alt={alt} sizes={sizes} />;
}

const renderPhoto: RenderPhoto = ({ src, alt, sizes }) => <Portrait file={src.replace(/^team\//, '')} alt={alt} sizes={sizes} />;

/** `team`: the person as the team page's cards draw them, in the previewed language. */
export function TeamPreview({ lang, data, id }: PreviewInput) {
  return (
    <PreviewFrame lang={lang}>
      <TeamMemberCards members={[previewTeamMember(data, id, lang)]} renderPhoto={renderPhoto} />
    </PreviewFrame>
  );
}
