import { Box, Card, Columns, Container, Heading, Icon, Inline, Stack, Text } from '../../design-system';
import { CertificationBadge } from '../components/CertificationBadge';
import { EmergencyCta } from '../components/EmergencyCta';
import { PageHero } from '../components/PageHero';
import { SectionHeading } from '../components/SectionHeading';
import { TrustStats } from '../components/TrustStats';
import { contentIcons } from '../components/contentIcons';

import type { PageProps } from '../routes/router';
import { useContent } from '../i18n/useContent';
import { BrandText } from '../components/BrandText';
import { Band, pagePaddingY } from '../components/Band';

/** The company's story, mission, values, experience and certification. */
export default function AboutPage(_props: PageProps<'about'>) {
  const { aboutPage, aboutValues } = useContent().pages;
  const { story, mission, certification } = aboutPage;
  return (
    <Container paddingY={pagePaddingY}>
      <Stack space={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
        <PageHero heading={aboutPage.heading} intro={aboutPage.intro} />

        <Columns columns={{ mobile: 1, desktop: 2 }} space={{ mobile: 'xxlarge', desktop: 'xxlarge' }}>
          <Box as="section" aria-labelledby="about-story-heading">
            <Stack space="large">
              <SectionHeading id="about-story-heading">{story.heading}</SectionHeading>
              {story.paragraphs.map((paragraph) => (
                <Text key={paragraph} size="large">
                  <BrandText text={paragraph} />
                </Text>
              ))}
            </Stack>
          </Box>
          <Stack space="large">
            <Band tone="muted" labelledBy="about-mission-heading">
              <Stack space="medium">
                <Heading level={2} size="xxlarge" id="about-mission-heading">
                  {mission.heading}
                </Heading>
                <Text size="large">{mission.text}</Text>
              </Stack>
            </Band>
            <Band labelledBy="about-certification-heading">
              <Inline space="large" alignY="top" collapseBelow="tablet">
                {/* The heading beside it says the same words, so the seal is not read out twice. */}
                <Box aria-hidden="true">
                  <CertificationBadge label={certification.label} size={112} />
                </Box>
                <Stack space="small">
                  <Heading level={2} size="xlarge" id="about-certification-heading">
                    {certification.label}
                  </Heading>
                  <Text>{certification.text}</Text>
                </Stack>
              </Inline>
            </Band>
          </Stack>
        </Columns>

        <Box as="section" aria-labelledby="about-values-heading">
          <Stack space="xlarge">
            <SectionHeading id="about-values-heading">{aboutPage.valuesHeading}</SectionHeading>
            <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="medium">
              {aboutValues.map((value) => (
                <Card as="li" key={value.title}>
                  <Stack space="small">
                    <Icon icon={contentIcons[value.icon]} size={32} />
                    <Heading level={3} size="large">
                      {value.title}
                    </Heading>
                    <Text tone="muted">{value.description}</Text>
                  </Stack>
                </Card>
              ))}
            </Columns>
          </Stack>
        </Box>

        <Band tone="muted" labelledBy="about-stats-heading">
          <Stack space="xlarge">
            <SectionHeading id="about-stats-heading" align="center">
              {aboutPage.statsHeading}
            </SectionHeading>
            <TrustStats />
          </Stack>
        </Band>

        <EmergencyCta />
      </Stack>
    </Container>
  );
}
