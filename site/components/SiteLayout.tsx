import type { ReactNode } from 'react';
import { DesignSystemStringsProvider, I18nProvider, SkipLink } from '../../design-system';
import { contentFor } from '../content/siteContent';
import { designSystemWordsIn } from '../i18n/designSystemWords';
import { DesignSystemWordsContext } from '../i18n/DesignSystemWordsContext';
import { LangProvider } from '../i18n/LangContext';
import { langInfo } from '../i18n/lang';
import '../islandRuntime/fallback.css';
import { Island } from '../islandRuntime/Island';
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
  const designSystemWords = designSystemWordsIn(route.lang);
  const page = (
    <div className={styles.page}>
      <SkipLink href={`#${mainId}`}>{headerCopy.skipLinkLabel}</SkipLink>
      <SiteHeader currentPath={route.path} alternates={route.alternates} />
      <Breadcrumbs route={route} />
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
  return (
    <LangProvider lang={route.lang}>
      <DesignSystemWordsContext value={designSystemWords}>
        {/* The design system's own words (a link's 'opens in a new tab') follow the page's locale, as in the islands. */}
        <I18nProvider locale={langInfo[route.lang].locale}>
          {designSystemWords ? <DesignSystemStringsProvider strings={designSystemWords}>{page}</DesignSystemStringsProvider> : page}
        </I18nProvider>
        <Island name="Toasts" props={{}} />
      </DesignSystemWordsContext>
    </LangProvider>
  );
}
