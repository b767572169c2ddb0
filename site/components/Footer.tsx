import {
  Box,
  Columns,
  Container,
  Facebook,
  Heading,
  Icon,
  Inline,
  Instagram,
  Link,
  LinkedIn,
  Mail,
  Phone,
  Stack,
  Text,
  YouTube,
  type IconComponent,
} from '../../design-system';
import type { SiteContent } from '../content/siteContent';
import { brandLangAttribute } from '../i18n/brandLang';
import { useLang } from '../i18n/LangContext';
import { useContent } from '../i18n/useContent';
import { CertificationBadge } from './CertificationBadge';
import * as styles from './Footer.css';
import { BrandText } from './BrandText';
import { callFrom } from './callFrom';

type Network = SiteContent['navigation']['socialLinks'][number]['network'];

const networkIcons = {
  facebook: Facebook,
  linkedin: LinkedIn,
  instagram: Instagram,
  youtube: YouTube,
} as const satisfies Record<Network, IconComponent>;

/** A column heading: an h2 so the outline stays valid under any page's h1, drawn small. */
function ColumnHeading({ children }: { children: string }) {
  return (
    <Heading level={2} size="small" tone="inverse">
      {children}
    </Heading>
  );
}

/** A column of plain links under its heading; keyed by label, as the services all link to one page. */
function LinkColumn({ heading, links }: { heading: string; links: readonly { href: string; label: string }[] }) {
  return (
    <Stack space="medium">
      <ColumnHeading>{heading}</ColumnHeading>
      <Stack as="ul" space="small">
        {links.map((link) => (
          <li key={link.label}>
            <Link href={link.href} tone="inverse">
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** The footer of every page: about, services, contact and service areas, then the copyright line. */
export function Footer() {
  const lang = useLang();
  const { footer, socialLinks } = useContent().navigation;
  /** The brand stays English: say so on pages in other languages. */
  const brandLang = brandLangAttribute(lang);
  return (
    <footer className={styles.footer}>
      <Container paddingTop="xxlarge" paddingBottom="large">
        <Stack space="xlarge">
          <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="xlarge">
            <Stack space="medium">
              <Heading level={2} size="small" tone="inverse" lang={brandLang}>
                {footer.about.heading}
              </Heading>
              <Text size="small" tone="inverse">
                {footer.about.text}
              </Text>
              <CertificationBadge label={footer.about.certificationLabel} size={88} className={styles.badge} />
              <Inline as="ul" space="medium">
                {socialLinks.map((social) => (
                  <li key={social.network}>
                    <Link href={social.href} isExternal tone="inverse" className={styles.iconLink}>
                      <Icon icon={networkIcons[social.network]} size={22} />
                      {social.label}
                    </Link>
                  </li>
                ))}
              </Inline>
            </Stack>

            <LinkColumn heading={footer.services.heading} links={footer.services.links} />

            <Stack space="medium">
              <ColumnHeading>{footer.contact.heading}</ColumnHeading>
              <Stack as="ul" space="small">
                <li>
                  <Link href={footer.contact.phone.href} tone="inverse" className={styles.iconLink} {...callFrom('footer')}>
                    <Icon icon={Phone} size={18} />
                    {footer.contact.phone.label}
                  </Link>
                </li>
                <li>
                  <Link href={footer.contact.email.href} tone="inverse" className={styles.iconLink}>
                    <Icon icon={Mail} size={18} />
                    {footer.contact.email.label}
                  </Link>
                </li>
                {footer.contact.lines.map((line) => (
                  <li key={line}>
                    <Text size="small" tone="inverse">
                      {line}
                    </Text>
                  </li>
                ))}
              </Stack>
            </Stack>

            <LinkColumn heading={footer.serviceAreas.heading} links={footer.serviceAreas.links} />
          </Columns>
          <Box paddingTop="large" className={styles.legal}>
            <Inline space="large" alignY="center">
              <nav aria-label={footer.links.navLabel}>
                <Inline as="ul" space="large">
                  {footer.links.items.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} tone="inverse">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </Inline>
              </nav>
              <Text size="small" tone="inverse">
                <BrandText text={footer.copyright} />
              </Text>
            </Inline>
          </Box>
        </Stack>
      </Container>
    </footer>
  );
}
