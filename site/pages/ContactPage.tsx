import { Container, Heading } from '../../design-system';
import type { PageProps } from '../routes/router';

export default function ContactPage({ route }: PageProps<'contact'>) {
  return (
    <Container>
      <Heading level={1}>{route.meta.title}</Heading>
    </Container>
  );
}
