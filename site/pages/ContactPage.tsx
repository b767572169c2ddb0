import { useId } from 'react';
import {
  Box,
  ButtonLink,
  Card,
  Columns,
  Container,
  Facebook,
  Heading,
  Icon,
  Inline,
  Link,
  MapPin,
  Phone,
  Stack,
  Text,
} from '../../design-system';
import { PageHero } from '../components/PageHero';
import { SectionHeading } from '../components/SectionHeading';
import { mapFacadeProps } from '../thirdParty/facadeProps';
import { contactFormProps } from '../contact/formProps';
import { contentIcons } from '../components/contentIcons';
import { Island } from '../islandRuntime/Island';
import { business } from '../content/facts/business';

import type { ContactCard } from '../content/types';
import type { PageProps } from '../routes/router';
import { useLang } from '../i18n/LangContext';
import { useContent } from '../i18n/useContent';
import { Band, pagePaddingY } from '../components/Band';
import { callFrom } from '../components/callFrom';
import { TextLink } from '../components/TextLink';

function ContactCardItem({ card }: { card: ContactCard }) {
  const [first, ...rest] = card.lines;
  return (
    <Card as="li">
      <Stack space="small">
        <Icon icon={contentIcons[card.icon]} size={28} />
        <Heading level={3} size="large">
          {card.title}
        </Heading>
        {/* The first line is the number or address itself, so it is the link's text. */}
        <Text>{card.href === undefined ? first : <Link href={card.href} {...(card.href.startsWith('tel:') ? callFrom('contact-card') : {})}>
            {first}
          </Link>}</Text>
        {rest.map((line) => (
          <Text key={line} tone="muted">
            {line}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

/** Contact cards, the form at #contact-form, the emergency box, the 14 service areas and the map. */
export default function ContactPage(_props: PageProps<'contact'>) {
  const lang = useLang();
  const { contactCards, contactPage, contactServiceAreas } = useContent().pages;
  const cardsHeadingId = useId();
  const formHeadingId = useId();
  const emergencyHeadingId = useId();
  const areasHeadingId = useId();
  const mapHeadingId = useId();
  const { form, emergency } = contactPage;

  return (
    <Container paddingY={pagePaddingY}>
      <Stack space={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
        <PageHero heading={contactPage.heading} intro={contactPage.intro} callLabel={emergency.callLabel} />

        <Box as="section" aria-labelledby={cardsHeadingId}>
          <Stack space="xlarge">
            <SectionHeading id={cardsHeadingId}>{contactPage.cardsHeading}</SectionHeading>
            <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="medium">
              {contactCards.map((card) => (
                <ContactCardItem key={card.title} card={card} />
              ))}
            </Columns>
          </Stack>
        </Box>

        <Columns columns={{ mobile: 1, desktop: 2 }} space="xxlarge">
          <Band id={form.anchorId} padding={pagePaddingY} labelledBy={formHeadingId}>
            <Stack space="large">
              <SectionHeading id={formHeadingId}>{form.heading}</SectionHeading>
              <Island name="ContactForm" props={contactFormProps(formHeadingId, lang)} />
            </Stack>
          </Band>

          <Stack space="xlarge">
            <Band tone="inverse" padding={pagePaddingY} labelledBy={emergencyHeadingId}>
              <Stack space="medium" align="left">
                <Heading level={2} size="xlarge" id={emergencyHeadingId}>
                  {emergency.heading}
                </Heading>
                <Text size="large">{emergency.text}</Text>
                <ButtonLink variant="emergency" size="xl" href={business.phone.href} {...callFrom('contact-emergency')}>
                  <Icon icon={Phone} />
                  {emergency.callLabel}
                </ButtonLink>
                <TextLink from="contact-emergency" variant="hero" size="lg" />
              </Stack>
            </Band>

            <Box as="section" aria-labelledby={areasHeadingId}>
              <Stack space="large">
                <Heading level={2} size="xlarge" id={areasHeadingId}>
                  {contactPage.serviceAreasHeading}
                </Heading>
                <Columns as="ul" minItemWidth="10rem" space="small">
                  {contactServiceAreas.map((area) => (
                    <Box as="li" key={area}>
                      <Inline space="xsmall" alignY="center">
                        <Icon icon={MapPin} size={16} />
                        <Text as="span">{area}</Text>
                      </Inline>
                    </Box>
                  ))}
                </Columns>
                <Link href={business.social.facebook} isExternal>
                  <Inline as="span" space="xsmall">
                    <Icon icon={Facebook} size={20} />
                    {contactPage.facebookLabel}
                  </Inline>
                </Link>
              </Stack>
            </Box>
          </Stack>
        </Columns>

        <Box as="section" aria-labelledby={mapHeadingId}>
          <Stack space="large">
            <SectionHeading id={mapHeadingId}>{contactPage.mapHeading}</SectionHeading>
            <Island name="MapFacade" props={mapFacadeProps(lang)} />
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
