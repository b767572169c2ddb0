import { Badge, Box, ButtonLink, Card, Columns, Heading, Icon, Inline, Mail, Phone, Siren, Stack, Text } from '../../design-system';
import { business } from '../content/facts/business';
import { usePath } from '../i18n/useContent';
import type { AssetPath } from '../content/types';
import * as styles from './Hero.css';
import { ResponsiveImage } from './ResponsiveImage';
import { callFrom } from './callFrom';

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
  const path = usePath();
  return (
    <Card as="section" tone="inverse" padding={{ mobile: 'large', tablet: 'xlarge', desktop: 'xxlarge' }} aria-labelledby={headingId}>
      <Columns columns={{ mobile: 1, desktop: 2 }} space={{ mobile: 'xlarge', desktop: 'xxlarge' }}>
        <Stack space="large">
          <Box>
            <Badge tone="emergency">
              <Icon icon={Siren} size={14} />
              {eyebrow}
            </Badge>
          </Box>
          <Heading level={1} id={headingId}>
            {heading}
          </Heading>
          <Text size="large">{subheading}</Text>
          {/* Full-width buttons on phones: the biggest possible target for a thumb. */}
          <Inline space="medium" collapseBelow="tablet" align={{ mobile: 'spaceBetween', tablet: 'left' }}>
            <ButtonLink variant="emergency" size="lg" href={business.phone.href} {...callFrom('hero')}>
              <Icon icon={Phone} />
              {callLabel}
            </ButtonLink>
            <ButtonLink variant="hero" size="lg" href={path('/contact')}>
              <Icon icon={Mail} />
              {messageLabel}
            </ButtonLink>
          </Inline>
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
