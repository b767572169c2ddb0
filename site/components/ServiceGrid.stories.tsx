import type { Story, StoryDefault } from '@ladle/react';
import { Stack } from '../../design-system';
import { homePage, homeServices } from '../content/home';
import { SectionHeading } from './SectionHeading';
import { ServiceGrid } from './ServiceGrid';

export default {
  title: 'Site / Service grid',
} satisfies StoryDefault;

/** The home page's services, under their section heading. */
export const Home: Story = () => (
  <section aria-labelledby="services-heading">
    <Stack space="xlarge">
      <SectionHeading id="services-heading" intro={homePage.services.intro}>
        {homePage.services.heading}
      </SectionHeading>
      <ServiceGrid services={homeServices} />
    </Stack>
  </section>
);
