import { useId, type ReactNode } from 'react';
import { Badge, Box, ButtonLink, Card, Heading, Icon, Inline, Mail, Phone, Siren, Stack, Text } from '../../design-system';
import { business } from '../content/facts/business';
import { usePath } from '../i18n/useContent';
import { BrandText } from './BrandText';
import { callFrom } from './callFrom';

export interface PageHeroProps {
  /** The page's `h1`. */
  heading: string;
  /** A sentence or two under the heading. @default undefined */
  intro?: ReactNode;
  /** A short label above the heading ('24/7 Emergency Service'). @default undefined */
  eyebrow?: string;
  /** The call button's text; the button links to the business phone. Without it there is no call button. @default undefined */
  callLabel?: string;
  /** The message button's text; the button links to the contact page. Without it there is no message button. @default undefined */
  messageLabel?: string;
}

/**
 * The title band of an inner page: the `h1`, a short intro and the two actions visitors come for.
 * The buttons sit right under the heading so they are in the first screen on a phone.
 */
export function PageHero({ heading, intro, eyebrow, callLabel, messageLabel }: PageHeroProps) {
  const path = usePath();
  const headingId = useId();
  const hasActions = callLabel !== undefined || messageLabel !== undefined;
  return (
    <Card
      as="section"
      tone="inverse"
      padding={{ mobile: 'large', tablet: 'xlarge', desktop: 'xxlarge' }}
      aria-labelledby={headingId}
    >
      <Stack space="large">
        {eyebrow === undefined ? null : (
          <Box>
            <Badge tone="emergency">
              <Icon icon={Siren} size={14} />
              {eyebrow}
            </Badge>
          </Box>
        )}
        <Heading level={1} id={headingId}>
          <BrandText text={heading} />
        </Heading>
        {intro === undefined ? null : <Text size="large">{typeof intro === 'string' ? <BrandText text={intro} /> : intro}</Text>}
        {hasActions ? (
          <Inline space="medium" collapseBelow="tablet" align={{ mobile: 'spaceBetween', tablet: 'left' }}>
            {callLabel === undefined ? null : (
              <ButtonLink variant="emergency" size="lg" href={business.phone.href} {...callFrom('page-hero')}>
                <Icon icon={Phone} />
                {callLabel}
              </ButtonLink>
            )}
            {messageLabel === undefined ? null : (
              <ButtonLink variant="hero" size="lg" href={path('/contact')}>
                <Icon icon={Mail} />
                {messageLabel}
              </ButtonLink>
            )}
          </Inline>
        ) : null}
      </Stack>
    </Card>
  );
}
