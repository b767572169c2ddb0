import { Box, Container, Stack } from '../../design-system';
import { EmergencyCta } from '../components/EmergencyCta';
import { PageHero } from '../components/PageHero';
import type { RenderPhoto } from '../components/renderPhoto';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { SectionHeading } from '../components/SectionHeading';
import { TeamFamilyBand } from '../components/TeamFamilyBand';
import { TeamMemberCards } from '../components/TeamMemberCards';

import type { PageProps } from '../routes/router';
import { useContent } from '../i18n/useContent';
import { pagePaddingY } from '../components/Band';

const renderPhoto: RenderPhoto = (photo) => <ResponsiveImage {...photo} />;

/** The staff, one card each, and the family who will carry the business on. */
export default function TeamPage(_props: PageProps<'team'>) {
  const { teamPage } = useContent().pages;
  const { team, teamFuture } = useContent().team;
  return (
    <Container paddingY={pagePaddingY}>
      <Stack space={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
        <PageHero heading={teamPage.heading} intro={teamPage.intro} />

        <Box as="section" aria-labelledby="team-staff-heading">
          <Stack space="xlarge">
            <SectionHeading id="team-staff-heading">{teamPage.staffHeading}</SectionHeading>
            <TeamMemberCards members={team} renderPhoto={renderPhoto} />
          </Stack>
        </Box>

        <TeamFamilyBand future={teamFuture} renderPhoto={renderPhoto} />

        <EmergencyCta />
      </Stack>
    </Container>
  );
}
