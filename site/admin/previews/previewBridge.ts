/**
 * The preview template Sveltia renders for every previewed collection: a class component of Sveltia's
 * own React (a hook from another copy fails inside its tree) that loads the previews on first use and
 * hands them a node of the preview frame, where the site's own React draws the site's components
 * (previewRoot.tsx). Loading them apart keeps the site's React, components and styles out of the
 * editor's first script.
 */
import { sveltiaReact } from '../sveltiaReact';
import type { SveltiaPreviewProps } from './previewEntry';
import type * as Previews from './previewRoot';
import type { PreviewRoot } from './previewRoot';

let loading: Promise<typeof Previews> | undefined;
const loadPreviews = () => (loading ??= import('./previewRoot'));

interface Bridge {
  props: SveltiaPreviewProps;
  node?: HTMLElement | null;
  root?: PreviewRoot;
  gone?: boolean;
  paint(): void;
}

/** The component to register with `CMS.registerPreviewTemplate` for each previewed collection. */
export function previewTemplate(): unknown {
  const { createClass, h } = sveltiaReact();
  return createClass({
    componentDidMount(this: Bridge) {
      void loadPreviews().then(({ mountPreview }) => {
        if (this.gone || !this.node) return;
        this.root = mountPreview(this.node);
        this.paint();
      });
    },
    componentDidUpdate(this: Bridge) {
      this.paint();
    },
    componentWillUnmount(this: Bridge) {
      this.gone = true;
      this.root?.unmount();
    },
    paint(this: Bridge) {
      this.root?.render(this.props);
    },
    render(this: Bridge) {
      return h('div', {
        ref: (node: HTMLElement | null) => {
          this.node = node;
        },
      });
    },
  });
}
