import type { ReactNode } from 'react';
import { Card, type CardProps } from '../../design-system';

/** The space above and below a page's content, inside its container. */
export const pagePaddingY = { mobile: 'medium', tablet: 'xlarge' } as const;

/** The inner space of a band, wider on a desktop. */
export const bandPadding = { ...pagePaddingY, desktop: 'xxlarge' } as const;

export interface BandProps {
  /** The id of the band's heading, which names the section. */
  labelledBy: string;
  tone?: CardProps['tone'];
  /** Inner space; the bands of the content pages share `bandPadding`. */
  padding?: CardProps['padding'];
  /** For a band that is linked to (the contact form's anchor). */
  id?: string;
  children: ReactNode;
}

/** One of a page's sections on a card of its own: the bands of the home, about, team and contact pages. */
export function Band({ labelledBy, tone, padding = bandPadding, id, children }: BandProps) {
  return (
    <Card as="section" id={id} tone={tone} padding={padding} aria-labelledby={labelledBy}>
      {children}
    </Card>
  );
}
