import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink, Container, Heading, House, Icon, Inline, Phone, Stack, Text, Wrench } from '../../design-system';
import { business } from '../content/business';
import { notFoundPage } from '../content/pages';
import type { PageProps } from '../routes/router';

/**
 * The not-found page. The same prerendered 404.html answers every unknown path, so nothing rendered
 * here may depend on the path (the server rendered it for `/404`, the browser hydrates it at any
 * address); the path is only read in the effect that logs it. `noindex` comes from the route's
 * metadata through Seo.
 */
export default function NotFoundPage(_props: PageProps<'notFound'>) {
  const { pathname } = useLocation();
  useEffect(() => {
    // A warning, not an error: a mistyped address is expected traffic, and the browser tests treat
    // any console error as a failure, which must stay reserved for real faults.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <Container width="narrow" paddingY={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
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
