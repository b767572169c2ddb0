import type { ReactNode } from 'react';
import type { AssetPath } from '../content/types';

/** A photo a section asks for: the file under `site/assets/`, what it shows, and how wide it is drawn. */
export interface PhotoRequest {
  src: AssetPath;
  /** '' for a purely decorative image. */
  alt: string;
  sizes: string;
}

/**
 * How a section's photos are drawn: the pages pass `ResponsiveImage` (the image pipeline), the
 * editor's previews the file as the editor serves it. The section keeps its markup either way.
 */
export type RenderPhoto = (photo: PhotoRequest) => ReactNode;
