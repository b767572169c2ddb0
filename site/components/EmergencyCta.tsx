import { useId } from 'react';
import { ButtonLink, Card, Heading, Icon, Inline, Mail, Phone, Stack, Text, type HeadingLevel } from '../../design-system';
import { business } from '../content/facts/business';
import { useContent, usePath } from '../i18n/useContent';
import { callFrom } from './callFrom';
import { TextLink } from './TextLink';

export interface EmergencyCtaContent {
  readonly heading: string;
  /** The promise: answered 24/7, on site within the response time. */
  readonly text: string;
  /** The call button's text; it links to the business phone. */
  readonly callLabel: string;
  /** The message button's text; it links to the contact page. */
  readonly messageLabel: string;
}

export interface EmergencyCtaProps {
  /** The band's copy. @default the site-wide emergency call to action, in the page's language */
  content?: EmergencyCtaContent;
  /** The heading's outline level, to fit the page it closes. @default 2 */
  headingLevel?: HeadingLevel;
}

/** The dark band that closes a page: the 24/7 promise with the call and message actions. */
export function EmergencyCta({ content: given, headingLevel = 2 }: EmergencyCtaProps) {
  const headingId = useId();
  const { emergencyCtaCopy } = useContent().navigation;
  const content = given ?? emergencyCtaCopy;
  const path = usePath();
  return (
    <Card as="section" tone="inverse" padding={{ mobile: 'large', tablet: 'xlarge', desktop: 'xxlarge' }} aria-labelledby={headingId}>
      <Stack space="large">
        <Stack space="small">
          <Heading level={headingLevel} size="xxlarge" id={headingId}>
            {content.heading}
          </Heading>
          <Text size="large">{content.text}</Text>
        </Stack>
        {/* Full-width buttons on phones: the biggest possible target for a thumb. */}
        <Inline space="medium" collapseBelow="tablet" align={{ mobile: 'spaceBetween', tablet: 'left' }}>
          <ButtonLink variant="emergency" size="lg" href={business.phone.href} {...callFrom('closing-call')}>
            <Icon icon={Phone} />
            {content.callLabel}
          </ButtonLink>
          <TextLink from="closing-call" variant="hero" size="lg" />
          <ButtonLink variant="hero" size="lg" href={path('/contact')}>
            <Icon icon={Mail} />
            {content.messageLabel}
          </ButtonLink>
        </Inline>
      </Stack>
    </Card>
  );
}
