import type { Story, StoryDefault } from '@ladle/react';
import { Stack } from '../../design-system';
import { useContent } from '../i18n/useContent';
import { SectionHeading } from './SectionHeading';
import { ServiceGrid } from './ServiceGrid';
import { WithLanguage } from './storySupport';

export default {
  title: 'Site / Service grid',
} satisfies StoryDefault;

function HomeServices() {
  const { homePage, homeServices } = useContent().home;
  return (
    <section aria-labelledby="services-heading">
      <Stack space="xlarge">
        <SectionHeading id="services-heading" intro={homePage.services.intro}>
          {homePage.services.heading}
        </SectionHeading>
        <ServiceGrid services={homeServices} />
      </Stack>
    </section>
  );
}

/** The home page's services, under their section heading. */
export const Home: Story = () => (
  <WithLanguage>
    <HomeServices />
  </WithLanguage>
);
