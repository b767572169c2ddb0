import { Container, Heading } from '../../design-system';
import type { PageProps } from '../routes/router';

export default function TeamPage({ route }: PageProps<'team'>) {
  return (
    <Container>
      <Heading level={1}>{route.meta.title}</Heading>
    </Container>
  );
}
