import type { ReactNode } from 'react';
import { Container, I18nProvider, themeClass } from '../../../design-system';
import { pagePaddingY } from '../../components/Band';
import { langInfo, type Lang } from '../../i18n/lang';
import { LangProvider } from '../../i18n/LangContext';

export interface PreviewFrameProps {
  lang: Lang;
  /** The page's container width around the section. @default 'default' */
  width?: 'default' | 'narrow';
  children: ReactNode;
}

/**
 * What a page gives the sections it renders, inside the preview's frame: the theme (on `<html>` on
 * the site; the editor's preview frame is not ours to class), the language as `lang`, the site's language
 * context and React Aria's locale (as every island gets it, site/islandRuntime/IslandRoot.tsx), and the
 * page's container.
 */
export function PreviewFrame({ lang, width = 'default', children }: PreviewFrameProps) {
  const { htmlLang, locale } = langInfo[lang];
  return (
    <div className={themeClass} lang={htmlLang}>
      <LangProvider lang={lang}>
        <I18nProvider locale={locale}>
          <Container width={width} paddingY={pagePaddingY}>
            {children}
          </Container>
        </I18nProvider>
      </LangProvider>
    </div>
  );
}
