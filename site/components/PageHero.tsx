import { useId, type ReactNode } from 'react';
import { Badge, Box, ButtonLink, Card, Heading, Icon, Inline, Mail, Phone, Siren, Stack, Text } from '../../design-system';
import type { TextedCallPlace } from '../../functions/contract/visits';
import { business } from '../content/facts/business';
import { usePath } from '../i18n/useContent';
import { BrandText } from './BrandText';
import { callFrom } from './callFrom';
import { TextLink } from './TextLink';

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

/** The emergency label above a hero's heading. */
export function HeroEyebrow({ children }: { children: string }) {
  return (
    <Box>
      <Badge tone="emergency">
        <Icon icon={Siren} size={14} />
        {children}
      </Badge>
    </Box>
  );
}

export interface HeroActionsProps {
  /** The call button's text; the button links to the business phone. Without it there is no call button. @default undefined */
  callLabel?: string;
  /** The message button's text; the button links to the contact page. Without it there is no message button. @default undefined */
  messageLabel?: string;
  /** Where the call button is, for the count of calls (and of texts, from the text link beside it). */
  from: TextedCallPlace;
}

/**
 * A hero's actions, calling, texting (phones only) and writing: side by side, and full-width on phones,
 * the biggest possible target for a thumb.
 */
export function HeroActions({ callLabel, messageLabel, from }: HeroActionsProps) {
  const path = usePath();
  return (
    <Inline space="medium" collapseBelow="tablet" align={{ mobile: 'spaceBetween', tablet: 'left' }}>
      {callLabel === undefined ? null : (
        <ButtonLink variant="emergency" size="lg" href={business.phone.href} {...callFrom(from)}>
          <Icon icon={Phone} />
          {callLabel}
        </ButtonLink>
      )}
      {callLabel === undefined ? null : <TextLink from={from} variant="hero" size="lg" />}
      {messageLabel === undefined ? null : (
        <ButtonLink variant="hero" size="lg" href={path('/contact')}>
          <Icon icon={Mail} />
          {messageLabel}
        </ButtonLink>
      )}
    </Inline>
  );
}

/**
 * The title band of an inner page: the `h1`, a short intro and the two actions visitors come for.
 * The buttons sit right under the heading so they are in the first screen on a phone.
 */
export function PageHero({ heading, intro, eyebrow, callLabel, messageLabel }: PageHeroProps) {
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
        {eyebrow === undefined ? null : <HeroEyebrow>{eyebrow}</HeroEyebrow>}
        <Heading level={1} id={headingId}>
          <BrandText text={heading} />
        </Heading>
        {intro === undefined ? null : <Text size="large">{typeof intro === 'string' ? <BrandText text={intro} /> : intro}</Text>}
        {hasActions ? <HeroActions callLabel={callLabel} messageLabel={messageLabel} from="page-hero" /> : null}
      </Stack>
    </Card>
  );
}
