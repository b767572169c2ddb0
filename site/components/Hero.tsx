import { Card, Columns, Heading, Stack, Text } from '../../design-system';
import type { AssetPath } from '../content/types';
import * as styles from './Hero.css';
import { HeroActions, HeroEyebrow } from './PageHero';
import { ResponsiveImage } from './ResponsiveImage';

export interface HeroProps {
  /** A short label above the heading ('24/7 Emergency Service'). */
  eyebrow: string;
  /** The page's `h1`. */
  heading: string;
  subheading: string;
  /** The call button's text; it links to the business phone. */
  callLabel: string;
  /** The message button's text; it links to the contact page. */
  messageLabel: string;
  image: AssetPath;
  imageAlt: string;
  /** The `id` of the heading, for the section's `aria-labelledby`. @default 'hero-heading' */
  headingId?: string;
}

/**
 * The top of the home page: the page title, the two actions and, on wide screens, the photo beside
 * them. Where the hero stacks (phones and tablets) the photo is left out: the first screen is the
 * words and the two buttons, which is what a visitor with water on the floor needs, and it paints
 * without waiting for a picture.
 */
export function Hero({ eyebrow, heading, subheading, callLabel, messageLabel, image, imageAlt, headingId = 'hero-heading' }: HeroProps) {
  return (
    <Card as="section" tone="inverse" padding={{ mobile: 'large', tablet: 'xlarge', desktop: 'xxlarge' }} aria-labelledby={headingId}>
      <Columns columns={{ mobile: 1, desktop: 2 }} space={{ mobile: 'xlarge', desktop: 'xxlarge' }}>
        <Stack space="large">
          <HeroEyebrow>{eyebrow}</HeroEyebrow>
          <Heading level={1} id={headingId}>
            {heading}
          </Heading>
          <Text size="large">{subheading}</Text>
          <HeroActions callLabel={callLabel} messageLabel={messageLabel} from="hero" />
        </Stack>
        <ResponsiveImage
          src={image}
          alt={imageAlt}
          sizes="(min-width: 1024px) 50vw, 100vw"
          priority
          shownFrom={styles.photoShownFrom}
          className={styles.image}
        />
      </Columns>
    </Card>
  );
}
