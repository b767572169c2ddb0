import { useId } from 'react';
import { Box, ButtonLink, Card, Columns, Heading, Icon, Phone, Siren, Stack, Text } from '../../design-system';
import { business } from '../content/facts/business';
import { callFrom } from './callFrom';
import { TextLink } from './TextLink';

export interface EmergencyBannerProps {
  /** The banner's `h2` ('Emergency Water Damage Restoration in Snellville'). */
  heading: string;
  /** The 24/7 response promise. */
  text: string;
  /** The call button's label ('Emergency Line'); the button shows the phone number after it. */
  callLabel: string;
}

/**
 * The call-out on emergency services: the 24/7 promise and a tap-to-call button. The number is part
 * of the button's text, so its accessible name carries both the label and the number.
 */
export function EmergencyBanner({ heading, text, callLabel }: EmergencyBannerProps) {
  const headingId = useId();
  return (
    <Card as="section" tone="muted" padding={{ mobile: 'large', tablet: 'xlarge' }} aria-labelledby={headingId}>
      <Columns columns={{ mobile: 1, desktop: 2 }} space="large">
        <Stack space="small">
          <Icon icon={Siren} size={32} />
          <Heading level={2} size="xlarge" id={headingId}>
            {heading}
          </Heading>
          <Text>{text}</Text>
        </Stack>
        <Stack align={{ mobile: 'stretch', tablet: 'left', desktop: 'right' }}>
          <ButtonLink variant="emergency" size="xl" href={business.phone.href} {...callFrom('emergency-banner')}>
            <Icon icon={Phone} />
            {/* Label over number, so the number never breaks across lines on a phone. */}
            <Box as="span" display="flex" flexDirection="column" alignItems="flex-start">
              <span>{callLabel}</span> <span>{business.phone.display}</span>
            </Box>
          </ButtonLink>
          <TextLink from="emergency-banner" size="lg" />
        </Stack>
      </Columns>
    </Card>
  );
}
