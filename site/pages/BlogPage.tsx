import { Container, Heading } from '../../design-system';
import type { PageProps } from '../routes/router';

export default function BlogPage({ route }: PageProps<'blog'>) {
  return (
    <Container>
      <Heading level={1}>{route.meta.title}</Heading>
    </Container>
  );
}
