import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink, Container, Heading, Stack, Text } from '../../design-system';
import { notFoundPage } from '../content/pages';
import type { PageProps } from '../routes/router';

export default function NotFoundPage(_props: PageProps<'notFound'>) {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <Container>
      <Stack space="large" align="center">
        <Heading level={1}>{notFoundPage.code}</Heading>
        <Text size="large">{notFoundPage.message}</Text>
        <ButtonLink href="/">{notFoundPage.homeLabel}</ButtonLink>
      </Stack>
    </Container>
  );
}
