import { ButtonLink, Container, Droplets, Icon, Link, Mail, Phone, Siren, focusRing } from '../../design-system';
import { business } from '../content/facts/business';
import { brandLangAttribute } from '../i18n/brandLang';
import { langInfo, otherLanguages, type Lang } from '../i18n/lang';
import { useLang } from '../i18n/LangContext';
import { useContent } from '../i18n/useContent';
import { Island } from '../islandRuntime/Island';
import * as styles from './SiteHeader.css';
import { callFrom } from './callFrom';
import { TextLink } from './TextLink';

export interface SiteHeaderProps {
  /**
   * The route table path of the page on show (the not-found route's path on a 404), used to mark the
   * current navigation link. Not the browser's address: the 404 HTML is served for any unknown path.
   */
  currentPath: string;
  /** The same page in every language, for the language switcher. */
  alternates: Readonly<Record<Lang, string>>;
}

/**
 * The sticky header of every page: who we are, the phone number, 'Call Now' and 'Message Us', and the
 * main navigation (`SiteMenu`, the header's one island), which collapses behind a menu toggle below the
 * desktop breakpoint.
 */
export function SiteHeader({ currentPath, alternates }: SiteHeaderProps) {
  const lang = useLang();
  const { headerCopy, mainNav } = useContent().navigation;
  const homePath = langInfo[lang].prefix || '/';
  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        {/* The logo and name lead home, as visitors expect; on the home page they say it is the current page. */}
        <a href={homePath} className={`${styles.brand} ${focusRing}`} aria-current={currentPath === homePath ? 'page' : undefined}>
          <span className={styles.brandMark}>
            <Icon icon={Droplets} size={22} />
          </span>
          {/* The brand stays English on every page, and says so to screen readers. */}
          <span className={styles.brandName} lang={brandLangAttribute(lang)}>
            {business.name}
          </span>
        </a>
        <div className={styles.contact}>
          <span className={styles.emergencyNote}>
            <Icon icon={Siren} size={16} />
            {headerCopy.emergencyNote}
          </span>
          <Link href={business.phone.href} className={styles.phoneLink} {...callFrom('header')}>
            <Icon icon={Phone} size={16} />
            {business.phone.display}
          </Link>
          {/* The same page in the other language: a plain link, so it works before and without scripts. */}
          {otherLanguages(lang).map((other) => (
            <a
              key={other}
              href={alternates[other]}
              lang={langInfo[other].htmlLang}
              hrefLang={langInfo[other].hreflang}
              className={`${styles.languageLink} ${focusRing}`}
            >
              {langInfo[other].name}
            </a>
          ))}
        </div>
        <div className={styles.actions}>
          <ButtonLink variant="emergency" href={business.phone.href} className={styles.action} {...callFrom('header-button')}>
            <Icon icon={Phone} size={18} />
            {headerCopy.callLabel}
          </ButtonLink>
          {/* The icon alone: a third word does not fit the phone's row beside the menu toggle. */}
          <TextLink from="header-button" iconOnly />
          <ButtonLink variant="outline" href={headerCopy.messageHref} className={styles.action}>
            <Icon icon={Mail} size={18} />
            {headerCopy.messageLabel}
          </ButtonLink>
        </div>
        <Island
          name="SiteMenu"
          props={{ items: mainNav, currentPath, menuLabel: headerCopy.menuLabel, navLabel: headerCopy.mainNavLabel }}
        />
      </Container>
    </header>
  );
}
