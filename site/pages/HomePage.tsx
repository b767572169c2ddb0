import { Box, Card, Check, Columns, Container, Heading, Icon, Stack, Text } from '../../design-system';
import { EmergencyCta } from '../components/EmergencyCta';
import { CertificationBadge } from '../components/CertificationBadge';
import { Gallery } from '../components/Gallery';
import { Hero } from '../components/Hero';
import { SectionHeading } from '../components/SectionHeading';
import { ServiceGrid } from '../components/ServiceGrid';
import { TrustStats } from '../components/TrustStats';
import { mapFacadeProps, reviewsFacadeProps, videoFacadeProps } from '../thirdParty/facadeProps';
import { pictureSources } from '../components/Picture';
import { getImage } from '../assets/images';

import { Island } from '../islandRuntime/Island';
import type { PageProps } from '../routes/router';
import { useLang } from '../i18n/LangContext';
import { useContent } from '../i18n/useContent';
import { BrandText } from '../components/BrandText';
import { Band, pagePaddingY } from '../components/Band';

/** The landing page: its sections in the order the test holds (tests/site/HomePage.test.tsx), from the content. */
export default function HomePage(_props: PageProps<'home'>) {
  const lang = useLang();
  const { galleryImages, galleryInitialCount } = useContent().gallery;
  const { audienceCards, homeAccordions, homePage, homeServices } = useContent().home;
  const { hero, reviews, familyOwned, map, services, audiences, video, gallery } = homePage;
  return (
    <Container paddingY={pagePaddingY}>
      <Stack space={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
        <Hero {...hero} />

        <Box as="section" aria-labelledby="home-reviews-heading">
          <Stack space="large" align="center">
            <SectionHeading id="home-reviews-heading" align="center">
              {reviews.heading}
            </SectionHeading>
            <Island name="ReviewsFacade" props={reviewsFacadeProps(lang)} />
          </Stack>
        </Box>

        <Band tone="muted" labelledBy="home-family-heading">
          <Columns columns={{ mobile: 1, desktop: 2 }} space={{ mobile: 'xlarge', desktop: 'xxlarge' }}>
            <Stack space="large">
              <SectionHeading id="home-family-heading">{familyOwned.heading}</SectionHeading>
              {familyOwned.paragraphs.map((paragraph) => (
                <Text key={paragraph} size="large">
                  <BrandText text={paragraph} />
                </Text>
              ))}
            </Stack>
            {/* Drawn, not photographed: the column is never an empty box while an image loads or fails. */}
            <Stack space="large" align="center">
              <CertificationBadge size={128} />
              <TrustStats />
            </Stack>
          </Columns>
        </Band>

        <Box as="section" aria-labelledby="home-map-heading">
          <Columns columns={{ mobile: 1, desktop: 2 }} space={{ mobile: 'large', desktop: 'xxlarge' }}>
            <SectionHeading id="home-map-heading" intro={map.text}>
              {map.heading}
            </SectionHeading>
            <Island name="MapFacade" props={mapFacadeProps(lang)} />
          </Columns>
        </Box>

        <Band tone="muted" labelledBy="home-services-heading">
          <Stack space="xlarge">
            <SectionHeading id="home-services-heading" intro={services.intro}>
              {services.heading}
            </SectionHeading>
            <ServiceGrid services={homeServices} />
          </Stack>
        </Band>

        <Box as="section" aria-labelledby="home-audiences-heading">
          <Stack space="xlarge">
            <SectionHeading id="home-audiences-heading">{audiences.heading}</SectionHeading>
            <Columns as="ul" columns={{ mobile: 1, desktop: 3 }} space="large">
              {audienceCards.map((audience) => (
                <Card as="li" key={audience.title}>
                  <Stack space="medium">
                    <Heading level={3} size="xlarge">
                      {audience.title}
                    </Heading>
                    <Text tone="muted">{audience.description}</Text>
                    <Stack as="ul" space="small">
                      {audience.features.map((feature) => (
                        <Box as="li" key={feature} display="flex" gap="xsmall">
                          <Icon icon={Check} />
                          <Text as="span">{feature}</Text>
                        </Box>
                      ))}
                    </Stack>
                  </Stack>
                </Card>
              ))}
            </Columns>
          </Stack>
        </Box>

        <Band tone="muted" labelledBy="home-video-heading">
          <Columns columns={{ mobile: 1, desktop: 2 }} space={{ mobile: 'large', desktop: 'xxlarge' }}>
            <SectionHeading id="home-video-heading" intro={video.text}>
              {video.heading}
            </SectionHeading>
            <Island name="VideoFacade" props={videoFacadeProps(lang)} />
          </Columns>
        </Band>

        <Stack space={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
          {homeAccordions.map((section) => (
            <Box as="section" key={section.id} aria-labelledby={`${section.id}-heading`}>
              <Columns columns={{ mobile: 1, desktop: 2 }} space={{ mobile: 'large', desktop: 'xxlarge' }}>
                <SectionHeading id={`${section.id}-heading`}>{section.heading}</SectionHeading>
                <Island name="FaqAccordion" props={{ items: section.items, headingLevel: 3, labelledBy: `${section.id}-heading` }} />
              </Columns>
            </Box>
          ))}
        </Stack>

        <Box as="section" aria-labelledby="home-gallery-heading">
          <Stack space="xlarge">
            <SectionHeading id="home-gallery-heading" intro={gallery.intro}>
              {gallery.heading}
            </SectionHeading>
            <Gallery
              photos={galleryImages.map((image) => ({ sources: pictureSources(getImage(`gallery/${image.src}`)), alt: image.alt }))}
              initialCount={galleryInitialCount}
              showMoreLabel={gallery.showMoreLabel}
              showLessLabel={gallery.showLessLabel}
            />
          </Stack>
        </Box>

        <EmergencyCta content={homePage.emergencyCta} />
      </Stack>
    </Container>
  );
}
