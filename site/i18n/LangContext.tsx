import { createContext, use, type ReactNode } from 'react';
import { defaultLang, type Lang } from './lang';

/*
 * The language of the page being rendered, for the components shared by every page (header, footer,
 * breadcrumbs, closing band). Pages know theirs from their route; `SiteLayout` provides it here.
 * Islands do not read it: their copy comes in their props.
 */
const LangContext = createContext<Lang>(defaultLang);

export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext value={lang}>{children}</LangContext>;
}

export const useLang = (): Lang => use(LangContext);
