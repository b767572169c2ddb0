import { Container, Heading } from '../../design-system';
import type { PageProps } from '../routes/router';

export default function ServicePage({ route }: PageProps<'service'>) {
  return (
    <Container>
      <Heading level={1}>{route.meta.title}</Heading>
    </Container>
  );
}
