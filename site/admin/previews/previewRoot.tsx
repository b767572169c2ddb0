/**
 * The previews' own React root, loaded the first time a preview opens (previewBridge.ts): the site's
 * React, its components and its stylesheet, none of which the editor's first script carries. It draws
 * into a node of Sveltia's preview frame, and puts the site's rules into that frame's document once.
 */
import { createRoot, type Root } from 'react-dom/client';
import { previewCss } from './previewCss';
import { withSharedFields } from './previewData';
import { previewInput, type SveltiaPreviewProps } from './previewEntry';
import { PhotoSource } from './previewPhotos';
import { previewTemplates } from './previewTemplates';

const styleId = 'site-preview-styles';

function addSiteStyles(document: Document) {
  if (document.getElementById(styleId)) return;
  const style = document.createElement('style');
  style.id = styleId;
  style.textContent = previewCss();
  document.head.append(style);
}

export interface PreviewRoot {
  render(props: SveltiaPreviewProps): void;
  unmount(): void;
}

/** A root in `node` (inside the preview frame) that draws the entry Sveltia passes with the collection's preview. */
export function mountPreview(node: HTMLElement): PreviewRoot {
  addSiteStyles(node.ownerDocument);
  const root: Root = createRoot(node);
  return {
    render(props) {
      const input = previewInput(props, withSharedFields);
      const Preview = previewTemplates[input.collection];
      root.render(Preview ? <PhotoSource.Provider value={props.getAsset}>{<Preview {...input} />}</PhotoSource.Provider> : null);
    },
    unmount: () => root.unmount(),
  };
}
