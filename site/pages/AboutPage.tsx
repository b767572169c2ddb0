import { Container, Heading } from '../../design-system';
import type { PageProps } from '../routes/router';

export default function AboutPage({ route }: PageProps<'about'>) {
  return (
    <Container>
      <Heading level={1}>{route.meta.title}</Heading>
    </Container>
  );
}
