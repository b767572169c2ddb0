import { ButtonLink, Container, Heading, House, Icon, Inline, Phone, Stack, Text, Wrench } from '../../design-system';
import { business } from '../content/facts/business';
import { contentFor } from '../content/siteContent';
import { langInfo, otherLanguages, type Lang } from '../i18n/lang';
import { localPath } from '../i18n/paths';
import { Island } from '../islandRuntime/Island';
import type { PageProps } from '../routes/router';
import { callFrom } from '../components/callFrom';
import { TextLink } from '../components/TextLink';

/** The not-found message and its three ways out, in one language. */
function NotFoundMessage({ lang, headingLevel }: { lang: Lang; headingLevel: 1 | 2 }) {
  const { pages: { notFoundPage }, navigation } = contentFor(lang);
  return (
    <Stack space="large" align="center">
      {headingLevel === 1 ? (
        <Text size="large" weight="bold" tone="muted" align="center">
          {notFoundPage.code}
        </Text>
      ) : null}
      <Heading level={headingLevel} size={headingLevel === 1 ? 'xxlarge' : 'xlarge'}>
        {notFoundPage.message}
      </Heading>
      <Text align="center" tone="muted">
        {notFoundPage.text}
      </Text>
      <Inline space="medium" align="center" collapseBelow="tablet">
        <ButtonLink href={localPath(lang, '/')} size="lg">
          <Icon icon={House} />
          {notFoundPage.homeLabel}
        </ButtonLink>
        <ButtonLink href={localPath(lang, '/services')} variant="outline" size="lg">
          <Icon icon={Wrench} />
          {notFoundPage.servicesLabel}
        </ButtonLink>
        <ButtonLink href={business.phone.href} variant="emergency" size="lg" {...callFrom('not-found')}>
          <Icon icon={Phone} />
          {notFoundPage.callLabel}
        </ButtonLink>
        <TextLink from="not-found" size="lg" copy={navigation.textLink} />
      </Inline>
    </Stack>
  );
}

/**
 * The not-found page. The same prerendered 404.html answers every unknown path, in every language, so
 * nothing rendered here may depend on the path (the browser logs it, `MissingPageLog`): it says the same
 * thing in each language, its own first, the others marked with their `lang`. `noindex` comes from the
 * route's metadata through Seo.
 */
export default function NotFoundPage({ route }: PageProps<'notFound'>) {
  return (
    <Container width="narrow" paddingY={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}>
      <Island name="MissingPageLog" props={{}} />
      <Stack space="xxlarge">
        <NotFoundMessage lang={route.lang} headingLevel={1} />
        {otherLanguages(route.lang).map((other) => (
          <section key={other} lang={langInfo[other].htmlLang}>
            <NotFoundMessage lang={other} headingLevel={2} />
          </section>
        ))}
      </Stack>
    </Container>
  );
}
