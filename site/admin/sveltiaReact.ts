/**
 * Sveltia CMS's own React, which it exposes on `window` for custom controls and preview templates: a
 * component it renders must be made with it (a hook from another copy of React fails inside its tree),
 * and a class component needs no hook at all. The previews draw the site's components with the site's
 * own React, in a root of their own inside such a component (previews/previewBridge.ts).
 */
import type { ReactElement } from 'react';

export interface SveltiaReact {
  /** create-react-class: a class component from a plain object of methods. */
  createClass: (spec: object) => unknown;
  /** React's createElement. */
  h: (type: unknown, props?: object | null, ...children: unknown[]) => ReactElement;
}

export function sveltiaReact(): SveltiaReact {
  const { createClass, h } = window as unknown as Partial<SveltiaReact>;
  if (typeof createClass !== 'function' || typeof h !== 'function') {
    throw new Error('Sveltia CMS has not exposed its React (window.createClass, window.h): load @sveltia/cms first.');
  }
  return { createClass, h };
}
