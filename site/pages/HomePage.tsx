import { ButtonLink, Container, Heading, Stack, Text } from '../../design-system';
import { business } from '../content/business';
import { homePage } from '../content/pages';
import type { PageProps } from '../routes/router';

export default function HomePage(_props: PageProps<'home'>) {
  return (
    <Container>
      <Stack space="large">
        <Heading level={1}>{homePage.hero.heading}</Heading>
        <Text>{homePage.hero.subheading}</Text>
        <ButtonLink variant="emergency" size="lg" href={business.phone.href}>
          Call Now
        </ButtonLink>
        <ButtonLink variant="outline" size="lg" href="/contact">
          Message Us
        </ButtonLink>
      </Stack>
    </Container>
  );
}
