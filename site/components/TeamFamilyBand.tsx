import { Columns, Stack, Text } from '../../design-system';
import { Band } from './Band';
import type { RenderPhoto } from './renderPhoto';
import { SectionHeading } from './SectionHeading';

export interface TeamFamilyBandProps {
  future: { heading: string; paragraphs: readonly string[]; image: string; imageAlt: string };
  /** Draws the family photo (`site/assets/team/<image>`). */
  renderPhoto: RenderPhoto;
}

/** The team page's closing band: the family who will carry the business on, and their photo. */
export function TeamFamilyBand({ future, renderPhoto }: TeamFamilyBandProps) {
  return (
    <Band tone="muted" labelledBy="team-future-heading">
      <Columns columns={{ mobile: 1, desktop: 2 }} space={{ mobile: 'xlarge', desktop: 'xxlarge' }}>
        <Stack space="large">
          <SectionHeading id="team-future-heading">{future.heading}</SectionHeading>
          {future.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="large">
              {paragraph}
            </Text>
          ))}
        </Stack>
        {renderPhoto({ src: `team/${future.image}`, alt: future.imageAlt, sizes: '(min-width: 1024px) 50vw, 100vw' })}
      </Columns>
    </Band>
  );
}
