import type { Story, StoryDefault } from '@ladle/react';
import { useContent } from '../i18n/useContent';
import { EmergencyBanner } from './EmergencyBanner';
import { WithLanguage } from './storySupport';

export default {
  title: 'Site / Emergency banner',
} satisfies StoryDefault;

function ServiceBanner() {
  const { pages, serviceSummaries } = useContent();
  const { servicePageCopy } = pages;
  const emergencyService = serviceSummaries.serviceSummaries.find((service) => service.emergencyService) ?? serviceSummaries.serviceSummaries[0];
  return (
    <EmergencyBanner
      heading={servicePageCopy.emergencyHeading(emergencyService.title)}
      text={servicePageCopy.emergencyText}
      callLabel={servicePageCopy.emergencyCallLabel}
    />
  );
}

/** The call-out on an emergency service's page. */
export const ServicePage: Story = () => (
  <WithLanguage>
    <ServiceBanner />
  </WithLanguage>
);
