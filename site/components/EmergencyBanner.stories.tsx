import type { Story, StoryDefault } from '@ladle/react';
import { servicePageCopy } from '../content/pages';
import { serviceSummaries } from '../content/serviceSummaries';
import { EmergencyBanner } from './EmergencyBanner';

export default {
  title: 'Site / Emergency banner',
} satisfies StoryDefault;

const emergencyService = serviceSummaries.find((service) => service.emergencyService) ?? serviceSummaries[0];

/** The call-out on an emergency service's page. */
export const ServicePage: Story = () => (
  <EmergencyBanner
    heading={servicePageCopy.emergencyHeading(emergencyService?.title ?? '')}
    text={servicePageCopy.emergencyText}
    callLabel={servicePageCopy.emergencyCallLabel}
  />
);
