import { isRouteErrorResponse } from 'react-router-dom';
import { Container, Heading, Stack, Text } from '../../design-system';
import { errorScreen } from '../content/navigation';

/**
 * What a routing failure shows: the status and status text of an error response, or the error's
 * message. The stack trace is for developers only, so production builds leave it out.
 */
export function RouteError({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <Container>
      <Stack space="medium" as="main">
        <Heading level={1}>{errorScreen.heading}</Heading>
        <Text as="p">{detail}</Text>
        {stack ? <pre>{stack}</pre> : null}
      </Stack>
    </Container>
  );
}
