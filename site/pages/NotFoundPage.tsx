import { ButtonLink, Container, Heading, House, Icon, Inline, Phone, Stack, Text, Wrench } from '../../design-system';
import { business } from '../content/business';
import { notFoundPage } from '../content/pages';
import { Island } from '../islands/Island';
import type { PageProps } from '../routes/router';

/**
 * The not-found page. The same prerendered 404.html answers every unknown path, so nothing rendered
 * here may depend on the path; the browser logs it (`MissingPageLog`). `noindex` comes from the
 * route's metadata through Seo.
 */
export default function NotFoundPage(_props: PageProps<'notFound'>) {
  return (
    <Container width="narrow" paddingY={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
      <Island name="MissingPageLog" props={{}} />
      <Stack space="large" align="center">
        <Text size="large" weight="bold" tone="muted" align="center">
          {notFoundPage.code}
        </Text>
        <Heading level={1} size="xxlarge">
          {notFoundPage.message}
        </Heading>
        <Text align="center" tone="muted">
          {notFoundPage.text}
        </Text>
        <Inline space="medium" align="center" collapseBelow="tablet">
          <ButtonLink href="/" size="lg">
            <Icon icon={House} />
            {notFoundPage.homeLabel}
          </ButtonLink>
          <ButtonLink href="/services" variant="outline" size="lg">
            <Icon icon={Wrench} />
            {notFoundPage.servicesLabel}
          </ButtonLink>
          <ButtonLink href={business.phone.href} variant="emergency" size="lg">
            <Icon icon={Phone} />
            {notFoundPage.callLabel}
          </ButtonLink>
        </Inline>
      </Stack>
    </Container>
  );
}
