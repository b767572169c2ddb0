import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The container every island is written into (see registry.ts). */
interface SiteIslandAttributes extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> {
  'data-island': string;
  'data-props': string;
  'data-id': string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'site-island': SiteIslandAttributes;
    }
  }
}
