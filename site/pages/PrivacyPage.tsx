import { Box, Container, Stack, Text } from '../../design-system';
import { ArticleDate } from '../components/ArticleCard';
import { formatArticleDate } from '../components/articleCardData';
import { PageHero } from '../components/PageHero';
import { SectionHeading } from '../components/SectionHeading';

import type { PageProps } from '../routes/router';
import * as styles from './PrivacyPage.css';
import { useContent } from '../i18n/useContent';
import { pagePaddingY } from '../components/Band';

/** What the forms collect, where it goes, how long it is kept, the outside services, and deletion. */
export default function PrivacyPage({ route }: PageProps<'privacy'>) {
  const { privacyPage } = useContent().privacy;
  return (
    <Container width="narrow" paddingY={pagePaddingY}>
      <Stack space="xxlarge">
        <PageHero heading={privacyPage.heading} intro={privacyPage.intro} />
        <Text tone="muted">
          {privacyPage.updatedLabel}: <ArticleDate date={{ iso: privacyPage.updated, text: formatArticleDate(privacyPage.updated, route.lang) }} />
        </Text>
        {privacyPage.sections.map((section) => (
          <Box as="section" key={section.id} aria-labelledby={`privacy-${section.id}`}>
            <Stack space="medium">
              <SectionHeading id={`privacy-${section.id}`} size="xlarge">
                {section.heading}
              </SectionHeading>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {section.items !== undefined ? (
                <Stack as="ul" space="small" className={styles.list}>
                  {section.items.map((item) => (
                    <li key={item}>
                      <Text>{item}</Text>
                    </li>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
