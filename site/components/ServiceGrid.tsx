import { Box, Card, Columns, Heading, Icon, Link, Stack, Text } from '../../design-system';
import type { HomeServiceItem } from '../content/types';
import { contentIcons } from './contentIcons';

export interface ServiceGridProps {
  services: readonly HomeServiceItem[];
}

/** The home page's services as a list of cards; each card is one link named by the service's title. */
export function ServiceGrid({ services }: ServiceGridProps) {
  return (
    <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="medium">
      {services.map((service) => (
        <Card as="li" key={service.title} interactive padding={{ mobile: 'medium', tablet: 'large' }}>
          <Stack space="small">
            {/* Icon beside the title on phones keeps twelve stacked cards short; above it in the grid. */}
            <Box display="flex" flexDirection={{ mobile: 'row', tablet: 'column' }} gap="small" alignItems="flex-start">
              <Icon icon={contentIcons[service.icon]} size={28} />
              <Heading level={3} size="large">
                <Link href={service.href}>{service.title}</Link>
              </Heading>
            </Box>
            <Text tone="muted">{service.description}</Text>
          </Stack>
        </Card>
      ))}
    </Columns>
  );
}
