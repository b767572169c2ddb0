import { Container, Heading } from '../../design-system';
import type { PageProps } from '../routes/router';

export default function ArticlePage({ route }: PageProps<'article'>) {
  return (
    <Container>
      <Heading level={1}>{route.meta.title}</Heading>
    </Container>
  );
}
