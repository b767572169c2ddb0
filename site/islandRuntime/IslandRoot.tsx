import { useEffect, useRef, type ReactNode } from 'react';
import { DesignSystemStringsProvider, I18nProvider, type DesignSystemStrings } from '../../design-system';

/**
 * The prefix of every id React generates inside an island: the server renders the island with it and
 * the browser hydrates it with the same one, so ids (labels, aria-controls) match.
 */
export const identifierPrefixFor = (id: string) => `${id}-`;

export interface IslandRootProps {
  children: ReactNode;
  /**
   * The page's locale (`es-US` on Spanish pages), for React Aria's own strings and formats. Passed on
   * both sides: React Aria would otherwise take the browser's language, and the HTML would not match.
   */
  locale: string;
  /** The design system's words the page's language gives, for a locale the design system has none for. */
  strings?: DesignSystemStrings | undefined;
  /** Called once the island has hydrated and its effects have run (browser only). */
  onHydrated?: () => void;
}

/**
 * What wraps every island, on the server and in the browser alike: both sides must render the same
 * tree, or the ids React generates inside the island would not match.
 */
export function IslandRoot({ children, locale, strings, onHydrated }: IslandRootProps) {
  const hydrated = useRef(onHydrated);
  // A parent's effects run after its children's: by now every listener inside the island is attached.
  useEffect(() => {
    hydrated.current?.();
  }, []);
  return <I18nProvider locale={locale}>{strings ? <DesignSystemStringsProvider strings={strings}>{children}</DesignSystemStringsProvider> : children}</I18nProvider>;
}
