import { createContext, use, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { designSystemStringsFor, type DesignSystemStrings } from './designSystemStrings';

/** Words an app gives the design system for its locale, in place of the design system's own. */
const StringsContext = createContext<DesignSystemStrings | undefined>(undefined);

export interface DesignSystemStringsProviderProps {
  /** Every word of the design system (`designSystemStrings['en-US']` has the keys), in the app's language. */
  strings: DesignSystemStrings;
  children: ReactNode;
}

/** Gives the components inside it the app's words for the design system's own, for a locale the design system has no words for. */
export function DesignSystemStringsProvider({ strings, children }: DesignSystemStringsProviderProps) {
  return <StringsContext value={strings}>{children}</StringsContext>;
}

/**
 * The design system's own words: the app's, when it gives them (`DesignSystemStringsProvider`), else
 * those of the locale of the nearest `I18nProvider`, which React Aria's own strings follow too.
 */
export function useDesignSystemStrings(): DesignSystemStrings {
  const given = use(StringsContext);
  const { locale } = useLocale();
  return given ?? designSystemStringsFor(locale);
}
