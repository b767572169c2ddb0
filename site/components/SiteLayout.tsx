import type { ReactNode } from 'react';
import { I18nProvider, SkipLink } from '../../design-system';
import { contentFor } from '../content/bundle';
import { LangProvider } from '../i18n/LangContext';
import { langInfo } from '../i18n/lang';
import '../islands/fallback.css';
import { Island } from '../islands/Island';
import type { SiteRoute } from '../routes/routeTypes';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { SiteHeader } from './SiteHeader';
import * as styles from './SiteLayout.css';

const mainId = 'main';

export interface SiteLayoutProps {
  /** The page on show: the route table's answer for the address. */
  route: SiteRoute;
  /** The page's content, inside `main`. */
  children: ReactNode;
}

/** The shared layout of every page: skip link, header, breadcrumbs, main content, footer, toasts. */
export function SiteLayout({ route, children }: SiteLayoutProps) {
  const { headerCopy } = contentFor(route.lang).navigation;
  return (
    <LangProvider lang={route.lang}>
      {/* The design system's own words (a link's 'opens in a new tab') follow the page's locale, as in the islands. */}
      <I18nProvider locale={langInfo[route.lang].locale}>
        <div className={styles.page}>
          <SkipLink href={`#${mainId}`}>{headerCopy.skipLinkLabel}</SkipLink>
          <SiteHeader currentPath={route.path} alternates={route.alternates} />
          <Breadcrumbs route={route} />
          <main id={mainId} tabIndex={-1} className={styles.main}>
            {children}
          </main>
          <Footer />
        </div>
      </I18nProvider>
      <Island name="Toasts" props={{}} />
    </LangProvider>
  );
}
