import { Box, Card, Columns, Container, Heading, Stack, Text } from '../../design-system';
import { EmergencyCta } from '../components/EmergencyCta';
import { PageHero } from '../components/PageHero';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { SectionHeading } from '../components/SectionHeading';

import type { PageProps } from '../routes/router';
import { useContent } from '../i18n/useContent';
import { Band, pagePaddingY } from '../components/Band';

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
            <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
              {team.map((member) => (
                <Card as="li" key={member.id} padding="medium">
                  <Stack space="medium">
                    {/* The name is the heading right below, so the portrait needs no alt text of its own. */}
                    <ResponsiveImage
                      src={`team/${member.image}`}
                      alt=""
                      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    />
                    <Stack space="xsmall">
                      <Heading level={3} size="xlarge">
                        {member.name}
                      </Heading>
                      <Text weight="bold" tone="muted">
                        {member.role}
                      </Text>
                    </Stack>
                    <Text>{member.description}</Text>
                  </Stack>
                </Card>
              ))}
            </Columns>
          </Stack>
        </Box>

        <Band tone="muted" labelledBy="team-future-heading">
          <Columns columns={{ mobile: 1, desktop: 2 }} space={{ mobile: 'xlarge', desktop: 'xxlarge' }}>
            <Stack space="large">
              <SectionHeading id="team-future-heading">{teamFuture.heading}</SectionHeading>
              {teamFuture.paragraphs.map((paragraph) => (
                <Text key={paragraph} size="large">
                  {paragraph}
                </Text>
              ))}
            </Stack>
            <ResponsiveImage
              src={`team/${teamFuture.image}`}
              alt={teamFuture.imageAlt}
              sizes="(min-width: 1024px) 50vw, 100vw"
            />
          </Columns>
        </Band>

        <EmergencyCta />
      </Stack>
    </Container>
  );
}
