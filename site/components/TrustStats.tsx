import { Card, Columns, Stack, Text } from '../../design-system';
import { useContent } from '../i18n/useContent';

/** The three facts that earn trust fastest: years in business, licensed and insured, 24/7. */
export function TrustStats() {
  const { aboutStats } = useContent().pages;
  return (
    <Columns as="ul" columns={{ mobile: 1, tablet: 3 }} space="medium">
      {aboutStats.map((stat) => (
        <Card as="li" key={stat.label}>
          <Stack space="xxsmall" align="center">
            <Text as="strong" size="large" align="center">
              {stat.value}
            </Text>
            <Text tone="muted" align="center">
              {stat.label}
            </Text>
          </Stack>
        </Card>
      ))}
    </Columns>
  );
}
